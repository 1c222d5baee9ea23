import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const LOCAL_DIR = join(ROOT, '.local');
/** Data that survives a restart of `npm start`; `npm run reset` deletes it. */
export const DATA_DIR = join(LOCAL_DIR, 'data');
/** firebase-tools' own export of Firestore and Storage, when it runs those emulators itself (and of Auth, before it ran apart). */
export const FIREBASE_EXPORT_DIR = join(DATA_DIR, 'firebase');
/** The Auth emulator's export: it runs in a firebase-tools process of its own (stack/authEmulator.ts). */
export const AUTH_EXPORT_DIR = join(DATA_DIR, 'auth');
/** The Cloud CLI Firestore emulator's export, kept apart: firebase-tools replaces its folder whole. */
export const FIRESTORE_EXPORT_DIR = join(DATA_DIR, 'firestore');
/** The moment the local MLS's data set describes, fixed at the first start that keeps its data (stack/localMlsServer.ts). */
export const LOCAL_MLS_EPOCH_FILE = join(DATA_DIR, 'local-mls.json');
/** Uploaded files when no Storage emulator runs (the local-disk file store). */
export const UPLOADS_DIR = join(DATA_DIR, 'uploads');
/** The uploads of a stack that keeps nothing (`npm test`, `npm run perf`), emptied at its start. */
export const THROWAWAY_UPLOADS_DIR = join(LOCAL_DIR, 'throwaway-uploads');
export const LOG_DIR = join(LOCAL_DIR, 'logs');
