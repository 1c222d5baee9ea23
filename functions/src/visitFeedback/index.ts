/** Visit feedback after showings and open houses: what other modules and the composition root may use of it. */
export { feedbackPersonalData } from './feedbackPersonalData';
export { feedbackPageUrl } from './feedbackMail';
export { feedbackId, firestoreFeedbackRepository, VISIT_FEEDBACK, type FeedbackRepository } from './feedbackRepository';
export type { FeedbackRequests, FeedbackVisitor } from './feedbackRequests';
export { feedbackRouter, type FeedbackRouterDeps } from './feedbackRouter';
export { feedbackService, type FeedbackService } from './feedbackService';
export { feedbackTokens } from './feedbackTokens';
