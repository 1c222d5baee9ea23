/** docs/product/showings.md#feedback: what a visitor is asked after a showing or an open house, and what they answer. */

/** What was visited: a showing (showings/{id}) or an open house (openHouses/{id}). */
export type VisitKind = 'showing' | 'openHouse';
export interface VisitRef {
  kind: VisitKind;
  id: string;
}

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
/** What each rating means, on the feedback page. */
export const FEEDBACK_RATING_LABELS: Record<FeedbackRating, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

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
  ratingRequired: 'Please choose a rating from 1 to 5',
  alreadyAnswered: 'You have already answered: thank you',
} as const;

/** GET /api/feedback?token=: what the feedback page shows before (or after) the visitor answers. */
export interface FeedbackPreview {
  visitKind: VisitKind;
  listingId: string;
  listingTitle: string;
  /** ISO 8601: when the visit ended. */
  visitedAt: string;
  /** The answer already given, if any: a link works once. */
  answer?: { rating: FeedbackRating; comment?: string };
}

/** A listing's answers as its History shows them (GET /api/properties/:id/feedback). */
export interface ListingFeedback {
  count: number;
  /** Mean rating, one decimal; absent without answers. */
  averageRating?: number;
  answers: FeedbackAnswer[];
}

/** The mean rating to one decimal, or undefined for none. */
export function averageRating(answers: readonly Pick<FeedbackAnswer, 'rating'>[]): number | undefined {
  if (answers.length === 0) return undefined;
  return Math.round((answers.reduce((sum, { rating }) => sum + rating, 0) / answers.length) * 10) / 10;
}

/** What each kind of visit is called in emails and on the page. */
export const VISIT_KIND_LABELS: Record<VisitKind, string> = { showing: 'showing', openHouse: 'open house' };
