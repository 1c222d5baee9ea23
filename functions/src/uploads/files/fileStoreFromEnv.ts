import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { cloudStorageFileStore, type Bucket } from './cloudStorageFileStore';
import type { FileStore } from './fileStore';
import { localDiskFileStore } from './localDisk';

const defaultBucket = (): Bucket => getStorage(getApps()[0] ?? initializeApp()).bucket();

/**
 * Cloud Storage in production and wherever a Storage emulator runs; local disk only where the
 * local stack says there is none (scripts/stack/stack.ts sets LOCAL_UPLOADS_DIR then).
 */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv = process.env, bucket: () => Bucket = defaultBucket): FileStore {
  const emulatorHost = env.FIREBASE_STORAGE_EMULATOR_HOST;
  const localDir = env.LOCAL_UPLOADS_DIR;
  if (localDir && !emulatorHost) {
    logger.info(`Uploads are stored on local disk in ${localDir}`);
    return localDiskFileStore(localDir);
  }
  const store = cloudStorageFileStore(bucket(), emulatorHost);
  logger.info(emulatorHost ? `Uploads are stored in the Storage emulator at ${emulatorHost}` : 'Uploads are stored in Cloud Storage');
  return store;
}
