import { getAppCheck } from 'firebase-admin/app-check';
import { logger } from 'firebase-functions';
import { projectID } from 'firebase-functions/params';
import {
  appCheckFromEnv,
  configFromEnv,
  emulatorsFromEnv,
  firebaseClients,
  identityToolkit,
  type MailTransport,
  siteOriginFromEnv,
  smtpTransport,
} from '../platform';
import { basemapConnectSources, builtPageRenderer, createSiteApp, firebaseConnectOrigins, uploadImageOrigins } from '../site';
import { identityToolkitVerifier } from '../staff';
import { fileStoreFromEnv } from '../uploads';
import { apiApp } from './api';
import { mailSender } from './mail';
import { adminSetupSecret, leadAlertDefaults, linkSigningSecret, mailFrom, smtpUrl, staffFactorKey, webApiKey } from './params';
import { repositories } from './repositories';
import { siteData } from './site';

// What a function instance builds once, as it loads, and shares with whichever function runs in it.

export const { db, auth } = firebaseClients();
export const files = fileStoreFromEnv();
export const repos = repositories(db);
export { logger };

/** The mail server, built once per instance on first use: its URL is a secret, read at run time. */
let mailServer: MailTransport | undefined;
const mail = () => (mailServer ??= smtpTransport(smtpUrl.value(), mailFrom.value()));

/**
 * The public forms' App Check (docs/operations.md#app-check): the Admin SDK with APP_CHECK=enforce in
 * functions/.env.<project>, the local stand-in on the emulators. Read as the code loads, so that a
 * deploy without it fails before it changes anything, with the reason.
 */
const appCheck = appCheckFromEnv(process.env, () => getAppCheck());

const identityOptions = { apiKey: () => webApiKey.value(), emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST, logger };

/** The api as every HTTPS function of it (api, uploads) runs it. */
export const apiHandler = apiApp(
  {
    db,
    auth,
    files,
    passwords: identityToolkitVerifier(identityOptions),
    identity: identityToolkit(identityOptions),
    adminSetupSecret: () => adminSetupSecret.value(),
    logger,
    config: configFromEnv(),
    leadAlertDefaults,
    firebaseWebConfig: () => ({ apiKey: webApiKey.value(), projectId: projectID.value(), emulators: emulatorsFromEnv() }),
    mail,
    linkSigningSecret: () => linkSigningSecret.value(),
    staffFactorKey: () => staffFactorKey.value(),
    appCheck,
  },
  repos,
);

/** The `site` function's app: the public pages rendered on the server. */
export const siteHandler = createSiteApp({
  data: siteData(repos),
  listingGate: repos.listingGate,
  renderer: builtPageRenderer(),
  logger,
  imageOrigins: uploadImageOrigins(),
  connectOrigins: [...firebaseConnectOrigins(), ...basemapConnectSources()],
});

/** How the emails are signed and linked: the site's address and LINK_SIGNING_SECRET, read at run time. */
export const links = () => ({ siteOrigin: siteOriginFromEnv(), signingSecret: () => linkSigningSecret.value() });

/** The one mail sender, with the writers of the emails written at send time. */
export const sender = () => mailSender(repos, { transport: mail(), ...links(), leadAlertDefaults, logger });
