import type { AppCheck } from 'firebase-admin/app-check';
import { ServiceUnreachable } from '../deadlines';
import type { AppCheckVerifier } from './appCheckVerifier';

/**
 * firebase-admin reports a failed fetch of App Check's public keys with the same code as a token
 * that is not genuine (`app-check/invalid-argument`); only its message tells the outage apart.
 */
const KEY_FETCH_FAILED = /^Error fetching (Json Web Keys|public keys)/;

const errorCode = (error: unknown) => (error as { code?: unknown }).code;
const errorMessage = (error: unknown) => String((error as { message?: unknown }).message ?? '');

/**
 * Production's verifier: the Admin SDK's `verifyToken` (the token's signature against App
 * Check's public keys, its project and its expiry). Keys that cannot be fetched are an outage
 * (the API's 503), not the visitor's fault; any other failure is a fault of ours, thrown as it is.
 */
export function firebaseAppCheck(appCheck: Pick<AppCheck, 'verifyToken'>): AppCheckVerifier {
  return {
    async verify(token) {
      try {
        await appCheck.verifyToken(token);
        return 'valid';
      } catch (error) {
        const code = errorCode(error);
        if (code === 'app-check/app-check-token-expired') return 'expired';
        if (code !== 'app-check/invalid-argument') throw error;
        if (KEY_FETCH_FAILED.test(errorMessage(error))) throw new ServiceUnreachable("App Check's public keys", { cause: error });
        return 'invalid';
      }
    },
  };
}
