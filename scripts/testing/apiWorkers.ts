import { authAddress, PROJECT_ID } from '../stack/config';

/**
 * The api step's test files run on this many jest workers side by side. Each worker has a demo
 * project of its own on the stack's Firestore emulator, which keeps projects apart (a worker's
 * wipe deletes its own documents only), and an Auth emulator of its own: the Auth emulator keeps
 * accounts per project too, but its API-key calls (a password sign-in) name no project and reach
 * only the one it was started for. Neither is the stack's project, which the functions' triggers
 * watch and the e2e step reseeds; the `*.stack.test.ts` files, which drive the stack itself, run
 * there afterwards, alone.
 */
export const API_WORKERS = 2;

/** How far above the stack's Auth port a worker's Auth emulator answers (below Storage's, 100 up). */
export const apiWorkerAuthOffset = (worker: number) => worker;

/** jest's workers, numbered from 1 as it numbers them (JEST_WORKER_ID). */
export const API_WORKER_IDS = Array.from({ length: API_WORKERS }, (_, index) => index + 1);

/** The project and Auth emulator of jest's worker `worker`. */
export const apiWorkerEnv = (worker: number) => ({
  GCLOUD_PROJECT: `${PROJECT_ID}-api-${worker}`,
  FIREBASE_AUTH_EMULATOR_HOST: authAddress(apiWorkerAuthOffset(worker)),
});

/**
 * What the api step adds to jest's environment: every worker's project and Auth emulator, which
 * functions/test/support/workerProject.ts gives each test file by its worker's number.
 */
export const apiWorkersEnv = () => ({ API_TEST_WORKERS: JSON.stringify(API_WORKER_IDS.map(apiWorkerEnv)) });
