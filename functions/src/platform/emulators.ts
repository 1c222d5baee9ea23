import type { RealtimeSession } from '@estate/domain';

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
