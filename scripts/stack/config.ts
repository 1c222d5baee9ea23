import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths';

interface EmulatorAddress {
  host: string;
  port: number;
}

export const EMULATOR_NAMES = ['hosting', 'functions', 'firestore', 'auth', 'storage'] as const;
/** The emulators, and the hub through which firebase-tools' emulators are controlled. */
type EmulatorName = (typeof EMULATOR_NAMES)[number] | 'hub';

const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: Record<EmulatorName, EmulatorAddress>;
};
const firebaserc = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as {
  projects: { default: string };
};

/** The local demo project: `demo-` ids never reach a real Firebase project. */
export const PROJECT_ID = firebaserc.projects.default;

export const emulators = firebaseJson.emulators;

export const address = (name: EmulatorName) => `${emulators[name].host}:${emulators[name].port}`;

/** Where an Auth emulator answers: the stack's, or one `portOffset` ports above it (stack/authEmulator.ts). */
export const authAddress = (portOffset = 0) => `${emulators.auth.host}:${emulators.auth.port + portOffset}`;

export const SITE_URL = `http://localhost:${emulators.hosting.port}`;

/**
 * The local mail server (MailDev): every email of the local stack goes to its SMTP port (the
 * function's SMTP_URL in functions/.secret.local) and shows in its web inbox, whose REST API the
 * tests read. Nothing leaves the machine.
 */
export const MAIL_SERVER = { host: '127.0.0.1', smtpPort: 1025, webPort: 1080 } as const;
export const MAIL_INBOX_URL = `http://localhost:${MAIL_SERVER.webPort}`;

/** Local demo login, created only on the emulators by the seed. */
export const DEMO_ADMIN = { username: 'admin', password: 'luxury-admin-2026', name: 'Avery Sinclair', email: 'admin@queencityestates.com' };
export { DEMO_TOTP_SECRET } from './demoTotpSecret';
/** Local demo agent: sees only their own and unassigned leads; created only on the emulators by the seed. */
export const DEMO_AGENT = { username: 'agent', password: 'luxury-agent-2026', name: 'Morgan Hayes', email: 'agent@queencityestates.com' };

/** Environment that points firebase-admin and the functions at the emulators. */
export function emulatorEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: address('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: address('auth'),
  };
}

/**
 * What the function learns from the environment on the test stack only. Every browser test
 * reaches it from one address, so its per-client limit — 10 leads a minute, as on `npm start`
 * and in production — would make a parallel test run fail by how fast it is: here it is out of
 * reach. The API tests build the app themselves and keep the production limit, which proves the 429.
 */
export const LOCAL_FUNCTION_ENV: Record<string, string> = { PER_CLIENT_LIMIT_PER_MINUTE: '100000' };
