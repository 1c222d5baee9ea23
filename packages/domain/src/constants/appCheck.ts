/**
 * App Check on the public forms (docs/product.md#app-check): the header a visitor's form sends
 * its token in (Firebase's own name for it), the codes of the API's 401 when the token is missing,
 * not genuine or expired, and what the site says then.
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

export const APP_CHECK_TEXTS = {
  /** The 401's `message`, which the forms show as it is. */
  refused: 'We could not confirm this request came from our site. Reload the page and try again.',
  /** The lead forms' notice above their button: they keep what was typed. */
  title: 'We could not confirm this came from our site',
  description: 'Everything you typed is still here. Try again; if this comes back, reload the page and send it once more.',
  /** A check-in at the door, kept on the device and tried again. */
  checkInKept: 'We could not confirm this check-in came from our site. It is kept on this device and will be sent again.',
} as const;

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
