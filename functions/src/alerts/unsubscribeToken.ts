import { createHmac, timingSafeEqual } from 'node:crypto';
import { isDocumentId } from '../platform';

/** What an unsubscribe link stops: one saved search's alerts, or every alert of the client. */
export type UnsubscribeScope = { scope: 'search'; uid: string; searchId: string } | { scope: 'all'; uid: string };

/**
 * The token of an email's unsubscribe links: the scope, signed with HMAC-SHA256 under a key
 * derived for this purpose alone from ALERT_SIGNING_SECRET, so no other signature made with the
 * secret can pass for one. It never expires (an old email's link still works) and names no email.
 */
const PURPOSE = 'alert-unsubscribe/v1';
const VERSION = 'u1';

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

export interface UnsubscribeTokens {
  sign(scope: UnsubscribeScope): string;
  /** The scope the token was signed for, or undefined for anything forged, altered or malformed. */
  verify(token: unknown): UnsubscribeScope | undefined;
}

const isId = (value: unknown): value is string => typeof value === 'string' && isDocumentId(value);

function isScope(value: unknown): value is UnsubscribeScope {
  const scope = value as Partial<Record<'scope' | 'uid' | 'searchId', unknown>>;
  if (typeof value !== 'object' || value === null || !isId(scope.uid)) return false;
  if (scope.scope === 'all') return Object.keys(value).length === 2;
  return scope.scope === 'search' && isId(scope.searchId) && Object.keys(value).length === 3;
}

/** `secret()` is read on each use (a secret parameter has its value only at run time); an empty one signs and accepts nothing. */
export function unsubscribeTokens(secret: () => string): UnsubscribeTokens {
  const mac = (payload: string) => {
    const value = secret();
    if (!value) throw new Error('ALERT_SIGNING_SECRET is not set: alert emails cannot carry unsubscribe links');
    const key = createHmac('sha256', value).update(PURPOSE).digest();
    return createHmac('sha256', key).update(`${VERSION}.${payload}`).digest();
  };

  return {
    sign(scope) {
      const fields =
        scope.scope === 'all' ? { scope: scope.scope, uid: scope.uid } : { scope: scope.scope, uid: scope.uid, searchId: scope.searchId };
      const payload = base64url(JSON.stringify(fields));
      return `${VERSION}.${payload}.${base64url(mac(payload))}`;
    },

    verify(token) {
      if (typeof token !== 'string' || token.length > 1000 || !secret()) return undefined;
      const [version, payload, signature, ...rest] = token.split('.');
      if (version !== VERSION || !payload || !signature || rest.length > 0) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const scope: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return isScope(scope) ? scope : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
