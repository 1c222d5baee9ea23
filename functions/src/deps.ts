import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { AppCheckVerifier, AppConfig, ErrorLogger, IdentityToolkit, MailTransport } from './platform';
import type { FileStore } from './uploads';
import type { PasswordVerifier, FirebaseWebConfig } from './staff';

/** Everything the app needs from outside; production wires Firebase, tests the emulators. */
export interface AppDeps {
  db: Firestore;
  auth: Auth;
  files: FileStore;
  passwords: PasswordVerifier;
  /** Identity Toolkit's REST sign-ins: clients' email links. */
  identity: IdentityToolkit;
  /** What POST /api/register requires in X-Setup-Secret; read per request, empty when unset. */
  adminSetupSecret: () => string;
  logger: ErrorLogger;
  config: AppConfig;
  /** Who gets new-lead alerts until an admin sets the list (LEAD_ALERT_RECIPIENTS). */
  leadAlertDefaults: () => string[];
  /** The web config the dashboard signs in to Firebase with (POST /api/session/realtime); read per request. */
  firebaseWebConfig: () => FirebaseWebConfig;
  /** The mail server, built on first use (its URL is a secret read at run time); GET /api/health greets it. */
  mail: () => MailTransport;
  /** What signs the alert emails' unsubscribe links (LINK_SIGNING_SECRET); read per use, empty when unset. */
  linkSigningSecret: () => string;
  /** What protects the staff's second factors (STAFF_FACTOR_KEY); read per use, empty when unset. */
  staffFactorKey: () => string;
  /** Verifies the App Check token of the visitors' forms (appCheckFromEnv: the Admin SDK, or the emulators' stand-in). */
  appCheck: AppCheckVerifier;
}
