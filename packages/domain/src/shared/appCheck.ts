/**
 * App Check on the public forms (docs/product/leads.md#app-check): the header a visitor's form sends
 * its token in (Firebase's own name for it) and the codes of the API's 401 when the token is
 * missing, not genuine or expired. What the site says then is in appCheckTexts.ts, apart: every
 * page's API client needs this module, only the forms need the texts.
 */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** The `code` of the API's 401, by what was wrong with the token. */
export const APP_CHECK_REFUSALS = {
  missing: 'app-check-missing',
  invalid: 'app-check-invalid',
  expired: 'app-check-expired',
} as const;

export type AppCheckRefusal = (typeof APP_CHECK_REFUSALS)[keyof typeof APP_CHECK_REFUSALS];

const REFUSAL_CODES: ReadonlySet<string> = new Set(Object.values(APP_CHECK_REFUSALS));

/** Whether an error's `code` is one of App Check's refusals. */
export const isAppCheckRefusal = (code: unknown): code is AppCheckRefusal => typeof code === 'string' && REFUSAL_CODES.has(code);

/**
 * Where the browser asks the local stand-in for a token (functions/src/platform/appCheck): a route
 * the api has only on the emulators, which have no App Check of their own.
 */
export const APP_CHECK_STAND_IN_URL = '/api/app-check/stand-in-token';

/** The stand-in's answer, what Firebase's CustomProvider takes. */
export interface StandInAppCheckToken {
  token: string;
  expireTimeMillis: number;
}
