/** docs/product.md#feedback: what a visitor is asked after a showing or an open house, and what they answer. */

/** What was visited: a showing (showings/{id}) or an open house (openHouses/{id}). */
export type VisitKind = 'showing' | 'openHouse';
export interface VisitRef {
  kind: VisitKind;
  id: string;
}

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

/** How long after the visit ends the feedback email goes out. */
export const FEEDBACK_DELAY_MINUTES = 60;
/** How long its link takes answers. */
export const FEEDBACK_LINK_DAYS = 30;

/** One visitor's answer, as the lead, the listing and the open-house report show it. */
export interface FeedbackAnswer {
  visit: VisitRef;
  listingId: string;
  leadId?: string;
  name: string;
  rating: FeedbackRating;
  comment?: string;
  /** ISO 8601. */
  answeredAt: string;
}

export const FEEDBACK_TEXTS = {
  thanks: 'Thank you for your feedback',
  invalidLink: 'This feedback link is not valid or has expired',
  alreadyAnswered: 'You have already answered: thank you',
} as const;
