import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for the links emails carry (unsubscribe, manage a showing, RSVP, feedback): a JSON
 * payload signed with HMAC-SHA256 under a key derived from LINK_SIGNING_SECRET for one purpose
 * alone, so a token made for one purpose never passes for another. A token may carry an expiry
 * (`exp`, epoch seconds); past it, it verifies as undefined. Tokens name ids, never an email.
 */
export interface SignedLinks<T> {
  sign(payload: T, expiresAt?: Date): string;
  /** The payload the token was signed for, or undefined for anything forged, altered, expired or malformed. */
  verify(token: unknown, now?: Date): T | undefined;
}

export interface SignedLinkPurpose<T> {
  /** Names the key: 'alert-unsubscribe/v1'. Changing it voids every token made before. */
  purpose: string;
  /** The token's first segment, so links of different kinds are told apart at a glance. */
  version: string;
  /** Accepts exactly the payloads `sign` makes (the expiry excluded). */
  isPayload(value: unknown): value is T;
}

/** Longest token accepted: anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 1000;
const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/** `secret()` is read on each use (a secret parameter has its value only at run time); an empty one signs and accepts nothing. */
export function signedLinks<T extends object>(secret: () => string, { purpose, version, isPayload }: SignedLinkPurpose<T>): SignedLinks<T> {
  const mac = (payload: string) => {
    const value = secret();
    if (!value) throw new Error('LINK_SIGNING_SECRET is not set: emails cannot carry signed links');
    const key = createHmac('sha256', value).update(purpose).digest();
    return createHmac('sha256', key).update(`${version}.${payload}`).digest();
  };

  return {
    sign(payload, expiresAt) {
      const fields = expiresAt ? { ...payload, exp: Math.ceil(expiresAt.getTime() / 1000) } : payload;
      const encoded = base64url(JSON.stringify(fields));
      return `${version}.${encoded}.${base64url(mac(encoded))}`;
    },

    verify(token, now = new Date()) {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !secret()) return undefined;
      const [given, encoded, signature, ...rest] = token.split('.');
      if (given !== version || !encoded || !signature || rest.length > 0) return undefined;
      // Compared as the text issued, not as decoded bytes: a decoder ignores the last character's
      // spare bits, so altered tokens would otherwise pass now and then.
      const actual = Buffer.from(signature);
      const expected = Buffer.from(base64url(mac(encoded)));
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      try {
        const { exp, ...payload } = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Record<string, unknown>;
        if (exp !== undefined && (typeof exp !== 'number' || exp * 1000 <= now.getTime())) return undefined;
        return isPayload(payload) ? payload : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** True when `value` is an object with exactly these keys, each passing its check. */
export function hasExactly(value: unknown, checks: Record<string, (field: unknown) => boolean>): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  return keys.length === Object.keys(checks).length && Object.entries(checks).every(([key, check]) => key in record && check(record[key]));
}
