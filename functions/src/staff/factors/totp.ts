import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** The agency's name in authenticator apps. */
export const TOTP_ISSUER = 'Queen City Estates';

/**
 * A code is accepted from the 30-second step before to the one after the server's clock
 * (RFC 6238's advice for clock drift and typing time).
 */
const TOLERANCE_S = 30;

/** TOTP as authenticator apps make it: SHA-1, 6 digits, 30 seconds, a base32 secret of 20 bytes. */
export const totp = {
  newSecret: () => generateSecret({ length: 20 }),
  uri: (secret: string, label: string) => generateURI({ issuer: TOTP_ISSUER, label, secret }),
  /** The code for `at` (ms since the epoch): the seed's `npm run totp` and the tests. */
  codeAt: (secret: string, at: number = Date.now()) => generateSync({ secret, epoch: Math.floor(at / 1000) }),
  matches(secret: string, code: string, at: number = Date.now()): boolean {
    try {
      return verifySync({ secret, token: code, epoch: Math.floor(at / 1000), epochTolerance: TOLERANCE_S }).valid;
    } catch {
      // A malformed token (not 6 digits) is a wrong code, not a fault.
      return false;
    }
  },
};
