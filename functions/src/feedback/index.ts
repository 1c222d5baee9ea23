/** Feedback after showings and open houses: what other modules and the composition root may use of it. */
export type { FeedbackRequests, FeedbackVisitor } from './feedbackRequests';
