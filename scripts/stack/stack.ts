import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FIREBASE_BIN, startAuthEmulator } from './authEmulator';
import { cloudFirestoreEmulatorAvailable, startCloudFirestoreEmulator } from './cloudFirestoreEmulator';
import type { LocalMls } from '../localMls';
import { address, emulatorEnv, emulators, EMULATOR_NAMES, LOCAL_FUNCTION_ENV, MAIL_SERVER, PROJECT_ID, SITE_URL } from './config';
import { setLocalParam } from './functionsLocalEnv';
import { FUNCTION_WORKERS_ENV, startFunctionWorkers } from './functionWorkers';
import { javaMajorVersion } from './java';
import { startStackMls, type StackMlsOptions } from './localMlsServer';
import { LOCAL_MLS_PORT, localMlsSource } from './localMlsSource';
import { DATA_DIR, FIREBASE_EXPORT_DIR, FIRESTORE_EXPORT_DIR, ROOT, THROWAWAY_UPLOADS_DIR, UPLOADS_DIR } from './paths';
import { saveTogether } from './localData';
import { localDataParts } from './localDataParts';
import { pauseBackgroundTriggers, registerFirestoreTriggers, resumeBackgroundTriggers } from './firestoreTriggers';
import { startMailServer } from './mailServer';
import { httpOk, portInUse, spawnManaged, waitFor, type ManagedProcess } from './processes';

/** Which emulators run the database: decided by what this machine can run, and logged. */
export type StackPath = 'firebase-tools' | 'cloud-sdk-firestore';

export interface StackOptions {
  /** Import the previous session's data at start and export it at stop. */
  persist: boolean;
  /** Mirror the emulators' output in the terminal. */
  echo?: boolean;
  /** Lift per-client limits (LOCAL_FUNCTION_ENV): the browser tests all come from one address. */
  testLimits?: boolean;
  /** Run the local MLS beside the emulators, as the functions' one MLS source (else they have none). */
  localMls?: StackMlsOptions;
}

export interface Stack {
  path: StackPath;
  /** Storage emulator running (else the function stores uploads on local disk). */
  storage: boolean;
  env: Record<string, string>;
  /** The local MLS, when the stack runs one: its URL is also `LOCAL_MLS_URL` in `env`. */
  mls?: LocalMls;
  /** Stops and restarts the functions' background triggers (the API tests run without them). */
  triggers: { pause(): Promise<void>; resume(): Promise<void> };
  stop(): Promise<void>;
}

const FIREBASE_TOOLS_MIN_JAVA = 21;

export function choosePath(): StackPath {
  const java = javaMajorVersion();
  if (java >= FIREBASE_TOOLS_MIN_JAVA) return 'firebase-tools';
  if (java > 0 && cloudFirestoreEmulatorAvailable()) return 'cloud-sdk-firestore';
  throw new Error(
    java === 0
      ? 'No Java found: the Firestore emulator needs Java 21 (for firebase-tools) or Java 11+ with the Google Cloud CLI Firestore emulator.'
      : `Java ${java} is below 21 and the Google Cloud CLI Firestore emulator is not installed: install Java 21 or the cloud-firestore-emulator component.`,
  );
}

export async function startStack(options: StackOptions): Promise<Stack> {
  await refuseBusyPorts(options.localMls !== undefined);
  const path = choosePath();
  const storage = path === 'firebase-tools';
  // Auth runs in a process of its own (authEmulator.ts).
  const only = path === 'firebase-tools' ? ['firestore', 'storage', 'functions', 'hosting'] : ['functions', 'hosting'];
  console.log(
    path === 'firebase-tools'
      ? `[stack] Java ${javaMajorVersion()}: firebase-tools runs every emulator (auth apart; ${only.join(', ')}).`
      : `[stack] Java ${javaMajorVersion()} is below 21: the Cloud CLI runs the Firestore emulator; firebase-tools runs auth apart, and ${only.join(', ')}; uploads go to local disk (no Storage emulator).`,
  );

  const mail = await startMailServer();
  const mls = options.localMls
    ? await startStackMls({ ...options.localMls, keep: options.persist }).catch(async (error: unknown) => {
        await mail.stop('SIGTERM');
        throw error;
      })
    : undefined;
  // The functions' MLS_SOURCES, read by the emulator as it loads them: the local MLS, or no source.
  setLocalParam('MLS_SOURCES', JSON.stringify(mls ? [localMlsSource(mls)] : []));
  const stopMailAndMls = () => Promise.all([mail.stop('SIGTERM'), mls?.close()]);
  const auth = await startAuthEmulator(options).catch(async (error: unknown) => {
    await stopMailAndMls();
    throw error;
  });
  let firestore: ManagedProcess | undefined;
  if (path === 'cloud-sdk-firestore') {
    firestore = await startCloudFirestoreEmulator(options.persist ? FIRESTORE_EXPORT_DIR : undefined).catch(async (error: unknown) => {
      await Promise.all([auth.stop('SIGINT', 60_000), stopMailAndMls()]);
      throw error;
    });
  }

  if (!options.persist) rmSync(THROWAWAY_UPLOADS_DIR, { recursive: true, force: true });
  // What a process outside firebase-tools (seed, API tests) needs to reach the same emulators.
  const env: Record<string, string> = {
    ...emulatorEnv(),
    ...(storage
      ? { FIREBASE_STORAGE_EMULATOR_HOST: address('storage') }
      : { LOCAL_UPLOADS_DIR: options.persist ? UPLOADS_DIR : THROWAWAY_UPLOADS_DIR }),
    // Where the tests find the local MLS and its control surface (docs/local-mls.md), as MailDev's inbox is MAIL_INBOX_URL.
    ...(mls ? { LOCAL_MLS_URL: mls.url } : {}),
  };
  const args = ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID];
  // With Auth apart, this process holds data only when it runs Firestore and Storage itself.
  if (options.persist && path === 'firebase-tools' && existsSync(join(FIREBASE_EXPORT_DIR, 'firebase-export-metadata.json'))) {
    args.push('--import', FIREBASE_EXPORT_DIR);
  }
  const firebase = spawnManaged('firebase', FIREBASE_BIN, args, {
    cwd: ROOT,
    echo: options.echo,
    // firebase-tools points the function at the emulators it runs; Auth (apart), the Cloud CLI's
    // Firestore emulator, the upload folder and its local settings it learns from the environment
    // it inherits (the Functions emulator starts the function with firebase-tools' own environment).
    env: {
      ...(storage ? { FIREBASE_AUTH_EMULATOR_HOST: address('auth') } : env),
      ...(options.testLimits ? LOCAL_FUNCTION_ENV : {}),
      ...FUNCTION_WORKERS_ENV,
      // What the api's App Check stand-in signs its tokens with (functions/src/platform/appCheck): made
      // afresh at each start, shared by every worker of the function, known to nothing else.
      APP_CHECK_STAND_IN_SECRET: randomBytes(32).toString('base64url'),
      NO_UPDATE_NOTIFIER: '1',
      CI: 'true',
    },
  });

  // What each emulator keeps, exported at the stop and saved together (stack/localData.ts).
  const savedParts = localDataParts(path);
  const stop = async () => {
    if (options.persist) await saveTogether(savedParts, DATA_DIR).catch((error: unknown) => console.error(`[stack] ${String(error)}`));
    await firebase.stop('SIGINT', 60_000);
    await auth.stop('SIGINT', 60_000);
    await firestore?.stop('SIGTERM');
    await stopMailAndMls();
  };

  try {
    await waitFor('The site and its API', () => httpOk(`${SITE_URL}/api/properties/featured`), 180_000, firebase);
    if (firestore) console.log(`[stack] Firestore triggers connected: ${(await registerFirestoreTriggers(0)).join(', ')}`);
    await startFunctionWorkers();
  } catch (error) {
    await stop();
    throw error;
  }
  let generation = 0;
  const triggers = {
    pause: pauseBackgroundTriggers,
    async resume() {
      await resumeBackgroundTriggers();
      generation += 1;
      if (firestore) await registerFirestoreTriggers(generation);
    },
  };
  return { path, storage, env, ...(mls ? { mls } : {}), triggers, stop };
}

async function refuseBusyPorts(localMls: boolean): Promise<void> {
  for (const name of EMULATOR_NAMES) {
    const { host, port } = emulators[name];
    if (await portInUse(host, port)) {
      throw new Error(`Port ${port} (${name}) is already in use: is another \`npm start\` or \`npm test\` running? Stop it first.`);
    }
  }
  for (const port of [MAIL_SERVER.smtpPort, MAIL_SERVER.webPort]) {
    if (await portInUse(MAIL_SERVER.host, port)) {
      throw new Error(`Port ${port} (the mail server) is already in use: is another \`npm start\` or \`npm test\` running? Stop it first.`);
    }
  }
  if (localMls && (await portInUse('127.0.0.1', LOCAL_MLS_PORT))) {
    throw new Error(
      `Port ${LOCAL_MLS_PORT} (the local MLS) is already in use: is another \`npm start\`, \`npm test\` or \`npm run mls:serve\` running? Stop it first.`,
    );
  }
}
