import {
  averageRating,
  FEEDBACK_DELAY_MINUTES,
  FEEDBACK_LINK_DAYS,
  FEEDBACK_TEXTS,
  feedbackAnswerSchema,
  VISIT_KIND_LABELS,
  type FeedbackPreview,
  type ListingFeedback,
} from '@estate/domain';
import type { LeadRepository } from '../leads';
import { badRequest, conflict, validated, type MailOutbox } from '../platform';
import { feedbackMail } from './feedbackMail';
import type { FeedbackRecord, FeedbackRepository } from './feedbackRepository';
import type { FeedbackRequests } from './feedbackRequests';
import type { FeedbackTokens } from './feedbackTokens';

export interface FeedbackServiceDeps {
  feedback: FeedbackRepository;
  tokens: FeedbackTokens;
  outbox: Pick<MailOutbox, 'queue'>;
  leads: Pick<LeadRepository, 'change'>;
  siteOrigin: string;
  now?: () => Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A listing's History shows its latest answers. */
export const LISTING_FEEDBACK_LIMIT = 50;

/** The lead's timeline entry: "Rated 4 of 5 after the showing of Hyde Park Estate: “Lovely light”". */
const activityDetail = ({ visit, listingTitle, rating, comment }: FeedbackRecord) =>
  `Rated ${rating} of 5 after the ${VISIT_KIND_LABELS[visit.kind]} of ${listingTitle}${comment ? `: “${comment}”` : ''}`;

/**
 * docs/product/showings.md#feedback: visitors are asked once, FEEDBACK_DELAY_MINUTES after their visit,
 * by an email whose signed link opens the feedback page; the answer lands on their lead's
 * timeline and on the listing's record, and the open-house report reads it.
 */
export function feedbackService({ feedback, tokens, outbox, leads, siteOrigin, now = () => new Date() }: FeedbackServiceDeps) {
  const requestOf = async (token: unknown): Promise<FeedbackRecord> => {
    const payload = tokens.verify(token, now());
    const record = payload && (await feedback.get(payload.id));
    // An erased request reads as a link that no longer works.
    if (!record) throw badRequest(FEEDBACK_TEXTS.invalidLink);
    return record;
  };

  const requests: FeedbackRequests = {
    request: (visitor) => feedback.ask(visitor, new Date(visitor.endsAt.getTime() + FEEDBACK_DELAY_MINUTES * MINUTE_MS)),
    withdraw: (visit, email) => feedback.withdraw(visit, email),
    answers: (visit) => feedback.answersOf(visit),
  };

  return {
    requests,

    /**
     * Queues the emails whose time has come (the feedback schedule; `npm run feedback:send`
     * locally), at most `limit`; answers how many. The outbox key makes a sweep that dies between
     * queuing and marking queue nothing twice.
     */
    async sendDue(limit: number): Promise<number> {
      let sent = 0;
      for (const id of await feedback.due(now(), limit)) {
        const record = await feedback.get(id);
        if (record?.state !== 'pending') continue;
        const token = tokens.sign({ id }, new Date(now().getTime() + FEEDBACK_LINK_DAYS * DAY_MS));
        await outbox.queue(feedbackMail(record, token, siteOrigin), `feedback-${id}`);
        if (await feedback.markSent(id)) sent += 1;
      }
      return sent;
    },

    /** What the page shows for the link; changes nothing. */
    async preview(token: unknown): Promise<FeedbackPreview> {
      const record = await requestOf(token);
      return {
        visitKind: record.visit.kind,
        listingId: record.listingId,
        listingTitle: record.listingTitle,
        visitedAt: record.endsAt,
        ...(record.rating ? { answer: { rating: record.rating, ...(record.comment ? { comment: record.comment } : {}) } } : {}),
      };
    },

    /** Records the answer, once (409 after); it joins the visitor's lead's timeline. */
    async answer(token: unknown, body: unknown): Promise<{ message: string }> {
      const record = await requestOf(token);
      const { rating, comment } = await validated(feedbackAnswerSchema, body);
      const result = await feedback.answer(record.id, rating, comment || undefined, now());
      if (!result) throw badRequest(FEEDBACK_TEXTS.invalidLink);
      if (!result.first) throw conflict(FEEDBACK_TEXTS.alreadyAnswered);
      const { leadId } = result.record;
      if (leadId) {
        await leads.change(leadId, () => ({
          activity: [{ type: 'feedback', at: now().toISOString(), detail: activityDetail(result.record) }],
        }));
      }
      return { message: FEEDBACK_TEXTS.thanks };
    },

    /** The listing's latest answers and their mean rating (staff). */
    async ofListing(listingId: string): Promise<ListingFeedback> {
      const answers = await feedback.answersOfListing(listingId, LISTING_FEEDBACK_LIMIT);
      const average = averageRating(answers);
      return { count: answers.length, ...(average === undefined ? {} : { averageRating: average }), answers };
    },
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
