import { hasExactly, isDocumentId, signedLinks, type SignedLinks } from '../platform';

/** What an unsubscribe link stops: one saved search's alerts, or every alert of the client. */
export type UnsubscribeScope = { scope: 'search'; uid: string; searchId: string } | { scope: 'all'; uid: string };

/** The token of an email's unsubscribe links. It never expires (an old email's link still works) and names no email. */
export type UnsubscribeTokens = SignedLinks<UnsubscribeScope>;

const isId = (value: unknown) => typeof value === 'string' && isDocumentId(value);

const isScope = (value: unknown): value is UnsubscribeScope =>
  hasExactly(value, { scope: (scope) => scope === 'all', uid: isId }) ||
  hasExactly(value, { scope: (scope) => scope === 'search', uid: isId, searchId: isId });

export const unsubscribeTokens = (secret: () => string): UnsubscribeTokens =>
  signedLinks(secret, { purpose: 'alert-unsubscribe/v1', version: 'u1', isPayload: isScope });
