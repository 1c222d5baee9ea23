import { hasExactly, signedLinks, type SignedLinks } from '../platform';

/** A feedback email's link: it names the request (visitFeedback/{id}) and expires FEEDBACK_LINK_DAYS after sending. */
export type FeedbackTokens = SignedLinks<{ id: string }>;

const isRequestId = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

export const feedbackTokens = (secret: () => string): FeedbackTokens =>
  signedLinks(secret, {
    purpose: 'visit-feedback/v1',
    version: 'f1',
    isPayload: (value): value is { id: string } => hasExactly(value, { id: isRequestId }),
  });
