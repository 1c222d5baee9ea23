import { ALERT_PAGE, sendDigests } from '../savedSearches';
import { feedbackService, feedbackTokens } from '../visitFeedback';
import type { SendingFrequency } from '@estate/domain';
import { uploadJanitorService, type FileStore } from '../uploads';
import type { Repositories } from './repositories';
import { alertMail, type AlertMailOptions } from './triggers';

/** The uploads clean-up (the daily schedule, `npm run cleanup-uploads`). The mail sweep uses triggers.ts's mailer. */
export const uploadCleanup = (repos: Repositories, files: FileStore, now?: () => number) =>
  uploadJanitorService(repos.uploadUses, files, now);

/** The instant alerts a trigger could not send, every minute (the sweep schedule). */
export const alertSweep = (repos: Repositories, options: AlertMailOptions) => ({
  run: () => alertMail(repos, options).sendDue('instant', ALERT_PAGE),
});

/** The 7:00 digests (the digest schedule, `npm run alerts:digest`). */
export const alertDigests = (repos: Repositories, options: AlertMailOptions) => ({
  run: (frequencies: readonly SendingFrequency[]) => sendDigests(alertMail(repos, options), frequencies),
});

/** How feedback emails are made: links to the site, signed with LINK_SIGNING_SECRET. */
export interface FeedbackOptions {
  siteOrigin: string;
  signingSecret: () => string;
  now?: () => Date;
}

/** Feedback after visits (the api's routes, the feedback schedule, `npm run feedback:send`). */
export const visitFeedback = (repos: Repositories, { siteOrigin, signingSecret, now }: FeedbackOptions) =>
  feedbackService({
    feedback: repos.feedback,
    tokens: feedbackTokens(signingSecret),
    outbox: repos.mailOutbox,
    leads: repos.leads,
    siteOrigin,
    ...(now ? { now } : {}),
  });
