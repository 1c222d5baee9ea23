import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { APP_CHECK_STAND_IN_URL, type StandInAppCheckToken } from '@estate/domain';
import { noStore } from '../http/cache';
import type { AppCheckVerifier } from './appCheckVerifier';

/** As long as App Check's own tokens live by default. */
const TOKEN_TTL_MS = 60 * 60 * 1000;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`app-check-stand-in.${payload}`).digest();
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function expiryOf(payload: string): number | undefined {
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The emulators' App Check (there is no App Check emulator, and its debug provider needs Google's
 * service): tokens signed with HMAC-SHA256 under a secret the local stack makes at each start,
 * with an expiry, so the forms' path is the production one (a token minted, sent, verified; a
 * missing, forged or expired one refused). appCheckFromEnv picks it only on the emulators: no
 * deployed api has this verifier or its route, so nothing it mints is worth anything there.
 */
export function standInAppCheck(secret: string, now: () => number = Date.now) {
  if (!secret) throw new Error('The App Check stand-in needs a secret to sign its tokens');

  /** A token that expires at `expireTimeMillis` (an hour from now unless given). */
  const mint = (expireTimeMillis = now() + TOKEN_TTL_MS): StandInAppCheckToken => {
    const payload = encode({ exp: expireTimeMillis, jti: randomUUID() });
    return { token: `${payload}.${sign(secret, payload).toString('base64url')}`, expireTimeMillis };
  };

  const routes = Router();
  // What the browser's CustomProvider asks (hosting/src/api/appCheckTokens.ts), and the tests on the stack.
  routes.post(APP_CHECK_STAND_IN_URL.replace(/^\/api/, ''), noStore, (_req, res) => {
    res.json(mint());
  });

  const verifier: AppCheckVerifier = {
    async verify(token) {
      const [payload = '', signature = '', ...rest] = token.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(secret, payload);
      if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      const expiry = expiryOf(payload);
      if (expiry === undefined) return 'invalid';
      return expiry > now() ? 'valid' : 'expired';
    },
    routes,
  };
  return { ...verifier, mint };
}

export type StandInAppCheck = ReturnType<typeof standInAppCheck>;
