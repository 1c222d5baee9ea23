import type { FeedbackAnswer, VisitRef } from '@estate/domain';

/** Someone who attended (or will attend) a visit, to be asked for feedback once it has ended. */
export interface FeedbackVisitor {
  visit: VisitRef;
  listingId: string;
  listingTitle: string;
  /** The lead the answer lands on. */
  leadId?: string;
  name: string;
  email: string;
  /** When the visit ends; the email goes FEEDBACK_DELAY_MINUTES later. */
  endsAt: Date;
}

/**
 * The feedback module as the showings and open-house modules use it: they say who visited, and
 * the feedback schedule sends each visitor one email with a signed link once the visit has ended.
 */
export interface FeedbackRequests {
  /** Asks `visitor` after the visit; asking again for the same visit and email moves the time, never sends twice. */
  request(visitor: FeedbackVisitor): Promise<void>;
  /** The visit will not happen (cancelled): nobody is asked about it. */
  withdraw(visit: VisitRef, email?: string): Promise<void>;
  /** The answers given about a visit, newest first (the open-house report). */
  answers(visit: VisitRef): Promise<FeedbackAnswer[]>;
}
