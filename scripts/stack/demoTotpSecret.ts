import { generateSync } from 'otplib';

/**
 * The local demo accounts' authenticator app secret (base32), set by the seed on the emulators
 * only, and by the api tests' helpers: `npm run totp` prints its current code. Never a production value.
 */
export const DEMO_TOTP_SECRET = 'QCELOCALDEMOTOTPSECRETONLYTWENTY';

/**
 * An authenticator app's code for `secret` now, as the app's helpers outside the api need it (the
 * browser tests cannot load functions/' modules): otplib's defaults, the api's own (SHA-1, 6 digits, 30 s).
 */
export const totpCodeNow = (secret: string): string => generateSync({ secret });
