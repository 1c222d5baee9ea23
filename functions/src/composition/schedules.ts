import { queueDigests } from '../savedSearches';
import { feedbackService, feedbackTokens } from '../visitFeedback';
import type { SendingFrequency } from '@estate/domain';
import { uploadJanitorService, type FileStore } from '../uploads';
import type { Repositories } from './repositories';

/** The uploads clean-up (the daily schedule, `npm run cleanup-uploads`). The mail sweep is mail.ts's sender. */
export const uploadCleanup = (repos: Repositories, files: FileStore, now?: () => number) =>
  uploadJanitorService(repos.uploadUses, files, now);

/** The 7:00 digests, queued in the mail outbox (the digest schedule, `npm run alerts:digest`). */
export const alertDigests = (repos: Repositories) => ({
  run: (frequencies: readonly SendingFrequency[], now?: Date) => queueDigests(repos.alerts, frequencies, now),
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
