/** docs/product.md#feedback: what a visitor sends from the feedback link. */
import { mixed, object, type InferType } from 'yup';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_RATINGS, FEEDBACK_TEXTS, type FeedbackRating } from '../feedback/visitFeedback';
import { trimmedString } from './fields';

/** POST /api/feedback?token=: a rating of 1 to 5 and an optional comment. */
export const feedbackAnswerSchema = object({
  rating: mixed<FeedbackRating>()
    .transform((value: unknown) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value))
    .oneOf([...FEEDBACK_RATINGS], FEEDBACK_TEXTS.ratingRequired)
    .required(FEEDBACK_TEXTS.ratingRequired),
  comment: trimmedString()
    .typeError('Comment must be text')
    .max(FEEDBACK_COMMENT_MAX_LENGTH, `Comment must be at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters`)
    .optional(),
});

export type FeedbackAnswerInput = InferType<typeof feedbackAnswerSchema>;
