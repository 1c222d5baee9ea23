/** docs/product/showings.md#feedback: what a visitor sends from the feedback link. */
import { mixed, object, type InferType } from 'yup';
import { atMost } from '../shared/textLimits';
import { FEEDBACK_RATINGS, FEEDBACK_TEXTS, type FeedbackRating } from './visitFeedback';
import { trimmedString } from '../shared/fields';

/** POST /api/feedback?token=: a rating of 1 to 5 and an optional comment. */
export const feedbackAnswerSchema = object({
  rating: mixed<FeedbackRating>()
    .transform((value: unknown) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value))
    .oneOf([...FEEDBACK_RATINGS], FEEDBACK_TEXTS.ratingRequired)
    .required(FEEDBACK_TEXTS.ratingRequired),
  comment: trimmedString()
    .typeError('Comment must be text')
    .max(...atMost('comment', 'Comment'))
    .optional(),
});

export type FeedbackAnswerInput = InferType<typeof feedbackAnswerSchema>;
