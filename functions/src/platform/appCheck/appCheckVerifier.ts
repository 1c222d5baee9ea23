import type { Router } from 'express';

/** What a token comes to: genuine and current, or why not. */
export type AppCheckVerdict = 'valid' | 'invalid' | 'expired';

/**
 * Tells whether a form's App Check token is genuine (docs/product/leads.md#app-check): in production
 * the Admin SDK (firebaseAppCheck.ts), on the emulators a local stand-in (standInAppCheck.ts),
 * chosen by appCheckFromEnv. A failure to verify at all (a service unreachable) is thrown.
 */
export interface AppCheckVerifier {
  verify(token: string): Promise<AppCheckVerdict>;
  /** Routes of the verifier's own, mounted under /api: the stand-in's token for the browser. */
  routes?: Router;
}
