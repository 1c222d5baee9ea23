import type { Auth } from 'firebase-admin/auth';
import { staffClaims, type RealtimeSession, type Role } from '@estate/domain';
import { type ErrorLogger, serviceUnavailable } from '../platform';

/** The project's Firebase web config, as the browser's SDK needs it; `emulators` on a local stack. */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  emulators?: RealtimeSession['emulators'];
}

export const LIVE_UPDATES_UNAVAILABLE = 'Live updates are not available right now. The inbox still shows every lead when you reload it.';

/**
 * Without a key file, `createCustomToken` signs through IAM signBlob, which the runtime service
 * account may call only with the Service Account Token Creator role on itself (docs/operations.md#iam).
 */
const isSigningRefused = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === 'auth/insufficient-permission' || /signBlob/i.test(String((error as Error).message)));

/**
 * Signs the dashboard in to Firebase Auth as the session's account, with the claims of its role:
 * the security rules then let it read exactly the leads the api would show it.
 */
export async function realtimeSession(
  auth: Auth,
  web: FirebaseWebConfig,
  uid: string,
  role: Role,
  logger?: ErrorLogger,
): Promise<RealtimeSession> {
  const token = await auth.createCustomToken(uid, { ...staffClaims(role) }).catch((error: unknown) => {
    if (!isSigningRefused(error)) throw error;
    logger?.error('The runtime service account may not sign custom tokens: grant it roles/iam.serviceAccountTokenCreator on itself', {
      reason: String(error),
      fix: 'npm run preflight -- --project <alias> prints the exact command',
    });
    throw serviceUnavailable(LIVE_UPDATES_UNAVAILABLE);
  });
  const { apiKey, projectId, emulators } = web;
  return { token, firebase: { apiKey, projectId, authDomain: `${projectId}.firebaseapp.com` }, ...(emulators ? { emulators } : {}) };
}

/** Realtime sessions as the api hands them out: over its Auth, with the web config read per request. */
export function realtimeSessionService(auth: Auth, webConfig: () => FirebaseWebConfig, logger?: ErrorLogger) {
  return { start: (uid: string, role: Role) => realtimeSession(auth, webConfig(), uid, role, logger) };
}

export type RealtimeSessionService = ReturnType<typeof realtimeSessionService>;
