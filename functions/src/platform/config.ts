import type { RequestDeadlines } from './deadlines';
import { trustGoogleFrontEndAndHostingCdn } from './http/trustedProxies';

/** What differs between the emulators and production, read once from the environment. */
export interface AppConfig {
  /** Origins allowed to send state-changing requests that carry a session. */
  allowedOrigins: string[];
  /** Secure cookies need HTTPS; the emulators serve plain http://localhost. */
  secureCookies: boolean;
  sessionDurationMs: number;
  /**
   * Express `trust proxy`: which X-Forwarded-For entries were written by proxies we know, so
   * per-client limits key on the address those proxies saw. In production Google's front end
   * and Hosting's CDN (trustedProxies.ts); TRUST_PROXY_HOPS=N for a deployment behind another
   * fixed chain. The Functions emulator is reached only locally: nothing is trusted there.
   */
  trustProxy: false | number | ((address: string, hop: number) => boolean);
  /**
   * Requests a minute each client may send to a per-client-limited route (POST /api/leads),
   * in place of the route's own production limit. Unset in production and on `npm start`. The test stack sets it
   * (PER_CLIENT_LIMIT_PER_MINUTE): every browser test there reaches the function from one
   * address, so the tests would share the limit of a single visitor.
   */
  perClientLimitPerMinute?: number;
  /** The site's public address (siteOriginFromEnv): absolute links the api answers with, such as the RESO feed's. */
  siteOrigin: string;
  /**
   * How long a request may wait before it answers 503, in place of DEADLINES_MS. Unset in
   * production and on `npm start`. The api tests set patient ones, so that a busy machine's slow
   * emulator reads as slow there rather than as an outage; the outage tests keep production's.
   */
  requestDeadlines?: RequestDeadlines;
  /**
   * How a sign-in that the failures before it slow down (LOGIN_LIMITS) waits, in place of a timer
   * of that long. Unset in production and on `npm start`. The api tests wait a tenth as long: their
   * sign-ins cross the cap, and the waits' lengths are loginThrottle.test.ts's to prove.
   */
  signInWait?: (ms: number) => Promise<unknown>;
}

const FIVE_DAYS_MS = 5 * 24 * 60 * 60 * 1000;
const LOCAL_ORIGINS = ['http://localhost:5000', 'http://127.0.0.1:5000'];

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const emulated = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  const project = env.GCLOUD_PROJECT ?? '';
  const configured = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const hosted = project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : [];
  return {
    // The site's own address (a custom domain) is always allowed: its sign-ins must not need ALLOWED_ORIGINS too.
    allowedOrigins: [...new Set([siteOriginFromEnv(env), ...configured, ...hosted, ...(emulated ? LOCAL_ORIGINS : [])])],
    secureCookies: !emulated,
    sessionDurationMs: FIVE_DAYS_MS,
    trustProxy: env.TRUST_PROXY_HOPS
      ? positiveInteger('TRUST_PROXY_HOPS', env.TRUST_PROXY_HOPS)
      : emulated
        ? false
        : trustGoogleFrontEndAndHostingCdn,
    siteOrigin: siteOriginFromEnv(env),
    ...(env.PER_CLIENT_LIMIT_PER_MINUTE
      ? { perClientLimitPerMinute: positiveInteger('PER_CLIENT_LIMIT_PER_MINUTE', env.PER_CLIENT_LIMIT_PER_MINUTE) }
      : {}),
  };
}

/**
 * The site's public address, for links in emails: SITE_ORIGIN (functions/.env.<project>, the
 * same value the site is built with), else the emulators' local site or the project's web.app.
 */
export function siteOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SITE_ORIGIN) return env.SITE_ORIGIN.replace(/\/$/, '');
  const emulated = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  return emulated ? LOCAL_ORIGINS[0]! : `https://${env.GCLOUD_PROJECT ?? ''}.web.app`;
}

function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`${name} must be a whole number from 1 up, not "${value}"`);
  return number;
}
