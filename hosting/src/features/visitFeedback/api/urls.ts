/** docs/product/showings.md#feedback: a feedback link's call (never cached), and a listing's answers for staff. */
export const FEEDBACK_API_PATH = '/api/feedback';
export const feedbackUrl = (token: string) => `${FEEDBACK_API_PATH}?token=${encodeURIComponent(token)}`;
export const listingFeedbackUrl = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/feedback`;
