import { getStorage } from 'firebase-admin/storage';
import type { App } from 'firebase-admin/app';
import { fileStoreFromEnv } from '../../functions/src/seeding';
import { address, emulatorEnv, emulators, PROJECT_ID } from './config';
import { UPLOADS_DIR } from './paths';
import { portInUse } from './processes';

/**
 * The emulators' variables for a command on the running stack, with the same file store the
 * running function uses: the Storage emulator when it runs, else local disk (`npm start`'s folder,
 * unless the caller names the one of the stack it runs in, as the tests do).
 */
export async function stackEnv(): Promise<Record<string, string>> {
  const storage = await portInUse(emulators.storage.host, emulators.storage.port);
  return {
    ...emulatorEnv(),
    ...(storage
      ? { FIREBASE_STORAGE_EMULATOR_HOST: address('storage') }
      : { LOCAL_UPLOADS_DIR: process.env.LOCAL_UPLOADS_DIR ?? UPLOADS_DIR }),
  };
}

/** The stack's file store, over an Admin app made with `stackEnv()`. */
export const stackFiles = (env: Record<string, string>, app: App) =>
  fileStoreFromEnv(env, () => getStorage(app).bucket(`${PROJECT_ID}.appspot.com`));
