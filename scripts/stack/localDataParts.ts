import { basename } from 'node:path';
import { authHub } from './authEmulator';
import { exportCloudFirestore } from './cloudFirestoreEmulator';
import { address } from './config';
import { copiedPart, exportThroughHub, type SavedPart } from './localData';
import { AUTH_EXPORT_DIR, FIREBASE_EXPORT_DIR, FIRESTORE_EXPORT_DIR, UPLOADS_DIR } from './paths';
import type { StackPath } from './stack';

export const AUTH_PART = basename(AUTH_EXPORT_DIR);
export const FIRESTORE_PART = basename(FIRESTORE_EXPORT_DIR);
/** firebase-tools' own export, holding Firestore and Storage when it runs them (Java 21). */
export const FIREBASE_PART = basename(FIREBASE_EXPORT_DIR);
export const UPLOADS_PART = basename(UPLOADS_DIR);
export const LOCAL_DATA_PARTS = [AUTH_PART, FIRESTORE_PART, FIREBASE_PART, UPLOADS_PART] as const;

/**
 * What each emulator of a running stack keeps, as its stop saves it and `npm run data:export`
 * exports it: Auth's accounts, Firestore's documents (and Storage's files, on firebase-tools'
 * path), and, with `uploadsDir`, the uploads the function stores on local disk.
 */
export function localDataParts(
  path: StackPath,
  { uploadsDir, portOffset = 0 }: { uploadsDir?: string; portOffset?: number } = {},
): SavedPart[] {
  return [
    { folder: AUTH_PART, exportTo: (dir) => exportThroughHub(authHub(portOffset), dir) },
    path === 'cloud-sdk-firestore'
      ? { folder: FIRESTORE_PART, exportTo: (dir) => exportCloudFirestore(dir, portOffset) }
      : { folder: FIREBASE_PART, exportTo: (dir) => exportThroughHub(address('hub'), dir) },
    ...(uploadsDir ? [copiedPart(UPLOADS_PART, uploadsDir)] : []),
  ];
}
