import type { Auth } from 'firebase-admin/auth';
import { staffClaims, type RealtimeSession, type Role } from '@estate/domain';

/** The project's Firebase web config, as the browser's SDK needs it; `emulators` on a local stack. */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  emulators?: RealtimeSession['emulators'];
}

/** "host:port" (IPv6 hosts in brackets), as the emulators' *_EMULATOR_HOST variables hold them. */
function hostAndPort(address: string): { host: string; port: number } {
  const colon = address.lastIndexOf(':');
  const port = Number(address.slice(colon + 1));
  if (colon < 1 || !Number.isSafeInteger(port) || port < 1) throw new Error(`An emulator address must be host:port, not "${address}"`);
  return { host: address.slice(0, colon), port };
}

/**
 * Where the browser reaches the Auth and Firestore emulators: the addresses the function itself
 * uses, which the emulators set for it. Nothing in production, where neither variable is set.
 */
export function emulatorsFromEnv(env: NodeJS.ProcessEnv = process.env): RealtimeSession['emulators'] {
  const auth = env.FIREBASE_AUTH_EMULATOR_HOST;
  const firestore = env.FIRESTORE_EMULATOR_HOST;
  if (!auth || !firestore) return undefined;
  return { auth: `http://${auth}`, firestore: hostAndPort(firestore) };
}

/**
 * Signs the dashboard in to Firebase Auth as the session's account, with the claims of its role:
 * the Firestore rules then let it read exactly the leads the api would show it.
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
