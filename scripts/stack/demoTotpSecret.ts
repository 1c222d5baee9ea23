/**
 * The local demo accounts' authenticator app secret (base32), set by the seed on the emulators
 * only, and by the api tests' helpers: `npm run totp` prints its current code. Never a production value.
 */
export const DEMO_TOTP_SECRET = 'QCELOCALDEMOTOTPSECRETONLYTWENTY';
