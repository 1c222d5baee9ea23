import type { Auth } from 'firebase-admin/auth';
import { staffClaims, type RealtimeSession, type Role } from '@estate/domain';

/** The project's Firebase web config, as the browser's SDK needs it; `emulators` on a local stack. */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  emulators?: RealtimeSession['emulators'];
}

/**
 * Signs the dashboard in to Firebase Auth as the session's account, with the claims of its role:
 * the security rules then let it read exactly the leads the api would show it.
 */
export async function realtimeSession(auth: Auth, web: FirebaseWebConfig, uid: string, role: Role): Promise<RealtimeSession> {
  const token = await auth.createCustomToken(uid, { ...staffClaims(role) });
  const { apiKey, projectId, emulators } = web;
  return { token, firebase: { apiKey, projectId, authDomain: `${projectId}.firebaseapp.com` }, ...(emulators ? { emulators } : {}) };
}

/** Realtime sessions as the api hands them out: over its Auth, with the web config read per request. */
export function realtimeSessionService(auth: Auth, webConfig: () => FirebaseWebConfig) {
  return { start: (uid: string, role: Role) => realtimeSession(auth, webConfig(), uid, role) };
}

export type RealtimeSessionService = ReturnType<typeof realtimeSessionService>;
