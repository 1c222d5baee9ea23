import { defineSecret, defineString } from 'firebase-functions/params';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { configFromEnv } from './config';
import { identityToolkitVerifier } from './data/passwordVerifier';
import { fileStoreFromEnv } from './data/fileStoreFromEnv';
import { firebaseClients } from './firebase';
import { builtPageRenderer } from './site/pageRenderer';
import { firestorePublicData } from './site/publicData';
import { uploadImageOrigins } from './site/contentSecurityPolicy';
import { createSiteApp } from './site/siteApp';

/**
 * The project's Web API key (functions/.env.<project>), for Identity Toolkit sign-in. No
 * default: the emulators' demo project has its own file, and a deployment without a key
 * refuses sign-in with a logged reason (identityToolkitVerifier).
 */
const webApiKey = defineString('WEB_API_KEY');
/**
 * The one-time secret that registering the first admin requires (Secret Manager; the
 * emulators read functions/.secret.local). Without it nobody can register.
 */
const adminSetupSecret = defineSecret('ADMIN_SETUP_SECRET');

const { db, auth } = firebaseClients();
const config = configFromEnv();

export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', maxInstances: 10, concurrency: 80, secrets: [adminSetupSecret] },
  createApp({
    db,
    auth,
    files: fileStoreFromEnv(),
    passwords: identityToolkitVerifier({
      apiKey: () => webApiKey.value(),
      emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      logger,
    }),
    adminSetupSecret: () => adminSetupSecret.value(),
    logger,
    config,
  }),
);

/**
 * The public pages, rendered on the server. A function of its own, not a route of `api`: it loads
 * React and the whole site's code, which would slow every cold start of the API, and it scales
 * with page views (mostly absorbed by the CDN) rather than with form posts and dashboard work.
 */
export const site = onRequest(
  { region: 'us-central1', memory: '512MiB', maxInstances: 10, concurrency: 80 },
  createSiteApp({ data: firestorePublicData(db), renderer: builtPageRenderer(), logger, imageOrigins: uploadImageOrigins() }),
);
