import { defineString } from 'firebase-functions/params';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { configFromEnv } from './config';
import { identityToolkitVerifier } from './data/passwordVerifier';
import { fileStoreFromEnv } from './data/fileStoreFromEnv';
import { firebaseClients } from './firebase';

/** The project's Web API key (functions/.env.<project>), for Identity Toolkit sign-in. */
const webApiKey = defineString('WEB_API_KEY', { default: 'emulator-api-key' });

const { db, auth } = firebaseClients();

export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', maxInstances: 10, concurrency: 80 },
  createApp({
    db,
    auth,
    files: fileStoreFromEnv(),
    passwords: identityToolkitVerifier({ apiKey: () => webApiKey.value(), emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST }),
    logger,
    config: configFromEnv(),
  }),
);
