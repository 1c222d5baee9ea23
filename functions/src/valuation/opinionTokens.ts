import { hasExactly, isDocumentId, signedLinks, type SignedLinks } from '../platform';

/** Whose valuation an agent's opinion is asked of: the seller lead's id. */
export interface OpinionRequest {
  leadId: string;
}

/**
 * The token of "Get an agent's opinion" (POST /api/valuations/opinions), handed to the owner when
 * their lead is made: signed, never expiring (the monthly report's link keeps working), naming the
 * lead alone.
 */
export type OpinionTokens = SignedLinks<OpinionRequest>;

const isRequest = (value: unknown): value is OpinionRequest =>
  hasExactly(value, { leadId: (id) => typeof id === 'string' && isDocumentId(id) });

export const opinionTokens = (secret: () => string): OpinionTokens =>
  signedLinks(secret, { purpose: 'home-value-opinion/v1', version: 'o1', isPayload: isRequest });
