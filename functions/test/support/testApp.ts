import type { Express } from 'express';
import request from 'supertest';
import { TOKENS_VALID_AFTER_FIELD, USERS_COLLECTION, type NewUserInput, type User } from '@estate/domain';
import { apiApp, leadExports, repositories, staffAccounts, type Repositories } from '../../src/composition';
import { LEAD_EXPORTS } from '../../src/leads';
import type { AppConfig } from '../../src/platform/config';
import { uploadNameBetween, type FileStore } from '../../src/uploads/files/fileStore';
import { uploadId } from '../../src/uploads/uploadNames';
import { LOCAL_UPLOADS_PATH, localUploadUrl } from '../../src/uploads/files/localDisk/localUploadsRouter';
import { identityToolkitVerifier } from '../../src/staff/passwordVerifier';
import { identityToolkit, type OutgoingMail } from '../../src/platform';
import type { AppDeps } from '../../src/deps';
import type { FeedbackRequests } from '../../src/visitFeedback';
import { trustGoogleFrontEndAndHostingCdn } from '../../src/platform/http/trustedProxies';
import { emulatorsFromEnv } from '../../src/platform/emulators';
import { appCheckHeader, testAppCheck } from './appCheck';
import { adminApp, emulatorProject, wipeProject } from './emulators';

/**
 * The moment whose minute every test app of a test file counts its rate limits in. The limits
 * are per minute, in fixed windows: a test sending a limit's worth of requests and more would
 * find a fresh window, and its 429s gone, whenever its requests crossed a minute's end (on a slow
 * machine, 20 leads take 15 s). One moment per file, so two instances of the app share one count;
 * a day on, so the window outlasts the file however slowly it runs, and a 429's Retry-After (the
 * window's end, from the real clock) stays ahead.
 */
const RATE_LIMIT_MOMENT = Date.now() + 24 * 60 * 60 * 1000;

/** The site's own origin, which state-changing requests with a session must come from. */
export const ORIGIN = 'http://localhost:5000';

/** LINK_SIGNING_SECRET of the test app. */
export const TEST_ALERT_SECRET = 'test-alert-signing-secret';

/** ADMIN_SETUP_SECRET of the test app. */
export const TEST_SETUP_SECRET = 'test-setup-secret';

export const testConfig: AppConfig = {
  allowedOrigins: [ORIGIN],
  secureCookies: false,
  sessionDurationMs: 60 * 60 * 1000,
  // Production's: supertest's socket stands for Google's front end.
  trustProxy: trustGoogleFrontEndAndHostingCdn,
  siteOrigin: ORIGIN,
  // A bound on a hang, not a speed claim: racing transactions on a busy machine's emulator may
  // take longer than production's 8 s write deadline. signInOutage.test.ts keeps production's.
  requestDeadlines: { read: 120_000, write: 120_000, upload: 120_000, export: 120_000 },
};

/** Keeps uploaded files in memory, with the local-disk store's URLs; the real adapters have tests of their own. */
export function memoryFileStore(): FileStore & { files: Map<string, Buffer>; storedAt: Map<string, Date> } {
  const files = new Map<string, Buffer>();
  const storedAt = new Map<string, Date>();
  return {
    files,
    storedAt,
    async save(name, bytes) {
      files.set(name, bytes);
      storedAt.set(name, new Date());
      return localUploadUrl(name);
    },
    async remove(name) {
      storedAt.delete(name);
      return files.delete(name);
    },
    async removeUpload(id) {
      const names = [...files.keys()].filter((name) => uploadId(name) === id);
      for (const name of names) await this.remove(name);
      return names.length;
    },
    exists: async (name) => files.has(name),
    read: async (name) => files.get(name) ?? null,
    urlOf: localUploadUrl,
    nameOf: (url) => uploadNameBetween(url, LOCAL_UPLOADS_PATH),
    async list() {
      return [...storedAt].map(([name, at]) => ({ name, storedAt: at }));
    },
  };
}

/**
 * One app over the emulators per test file: `setup()` in beforeAll, `reset()` in beforeEach,
 * `teardown()` in afterAll. `overrides` swaps any dependency (a failing one, say), `fakes` any
 * repository, `feedback` the feedback module the showings and open houses ask.
 */
export function testApp(overrides: Partial<AppDeps> = {}, fakes: Partial<Repositories> = {}, feedback?: FeedbackRequests) {
  const clients = adminApp();
  const logger = { error: jest.fn() };
  const sentMail: OutgoingMail[] = [];
  const identityOptions = { apiKey: () => 'demo-api-key', emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST, logger };
  const deps: AppDeps = {
    db: clients.db,
    auth: clients.auth,
    files: memoryFileStore(),
    passwords: identityToolkitVerifier(identityOptions),
    identity: identityToolkit(identityOptions),
    adminSetupSecret: () => TEST_SETUP_SECRET,
    logger,
    config: testConfig,
    leadAlertDefaults: () => ['leads@queencityestates.com'],
    firebaseWebConfig: () => ({ apiKey: 'demo-api-key', projectId: emulatorProject(), emulators: emulatorsFromEnv() }),
    // A mail server that always answers and keeps what it was sent; the health tests swap in real and stalled ones.
    mail: () => ({ send: async (mail) => void sentMail.push(mail), verify: async () => undefined }),
    linkSigningSecret: () => TEST_ALERT_SECRET,
    appCheck: testAppCheck,
    ...overrides,
  };
  // The api's own graph, built by its composition root over the emulators and `overrides`.
  const repos: Repositories = { ...repositories(deps.db, () => RATE_LIMIT_MOMENT), ...fakes };
  const app: Express = apiApp(deps, repos, feedback);
  const accounts = staffAccounts(repos, deps.auth);
  const watchers: Array<() => void> = [];

  return {
    app,
    deps,
    /** The repositories the app runs on, for tests that drive a service or a trigger's work directly. */
    repos,
    /** What the default mail server was sent, oldest first. */
    sentMail,
    async reset() {
      sentMail.length = 0;
      await wipeProject();
    },
    async teardown() {
      watchers.forEach((stop) => stop());
      await clients.close();
    },

    /**
     * Prepares each lead export as it is asked for, as the onLeadExportRequested trigger does in
     * production and on the local stack (the api tests run no triggers).
     */
    prepareLeadExportsAsAsked() {
      const preparer = leadExports(repos, logger);
      watchers.push(
        deps.db.collection(LEAD_EXPORTS).onSnapshot((snapshot) => {
          for (const change of snapshot.docChanges()) if (change.type === 'added') preparer.prepare(change.doc.id).catch(() => undefined);
        }),
      );
    },
    /** The Admin app under `deps` (for a Storage bucket of the stack). */
    firebaseApp: clients.app,

    async createUser(input: Partial<NewUserInput> = {}): Promise<User> {
      return accounts.create({
        username: 'admin',
        password: 'luxury-admin-2026',
        name: 'Avery Sinclair',
        email: `${input.username ?? 'admin'}@queencityestates.com`,
        role: 'admin',
        ...input,
      });
    },

    /** Signs in through POST /api/login and answers the Cookie header to send afterwards. */
    async signIn(username = 'admin', password = 'luxury-admin-2026'): Promise<string> {
      const response = await request(app).post('/api/login').set('Origin', ORIGIN).send({ username, password }).expect(200);
      const cookies = response.headers['set-cookie'] as unknown as string[];
      const session = cookies.find((cookie) => cookie.startsWith('__session='));
      if (!session) throw new Error('POST /api/login set no __session cookie');
      return session.split(';')[0] as string;
    },

    /**
     * A signed-in account with no staff role at all (made outside the dashboard): a session cookie
     * carries the claims of its sign-in.
     */
    async signInAsNonAdmin(): Promise<string> {
      const account = await this.createUser({ username: 'no-role' });
      await deps.auth.setCustomUserClaims(account.id, { admin: false });
      return this.signIn('no-role');
    },

    /** An agent signed in; `username` tells several agents apart. */
    async signInAsAgent(username = 'agent'): Promise<{ cookie: string; user: User }> {
      const user = await this.createUser({ username, name: `Agent ${username}`, role: 'agent' });
      return { cookie: await this.signIn(username), user };
    },

    /**
     * When the account's sessions were last revoked (seconds), as its profile says for the rules
     * and as Auth says for session cookies: the two must agree.
     */
    async revocation(uid: string): Promise<{ profile: unknown; auth: number | undefined }> {
      const [profile, account] = await Promise.all([deps.db.collection(USERS_COLLECTION).doc(uid).get(), deps.auth.getUser(uid)]);
      const { tokensValidAfterTime } = account;
      return {
        profile: profile.get(TOKENS_VALID_AFTER_FIELD),
        auth: tokensValidAfterTime ? Date.parse(tokensValidAfterTime) / 1000 : undefined,
      };
    },

    /** The code of the last sign-in link mailed to `email`. */
    signInCode(email: string): string {
      const mail = sentMail.findLast((sent) => sent.to.includes(email) && sent.subject.startsWith('Your sign-in link'));
      const code = mail && /[?&]code=([^\s&"]+)/.exec(mail.text)?.[1];
      if (!code) throw new Error(`No sign-in link was mailed to ${email}`);
      return decodeURIComponent(code);
    },

    /** A client signed in through an email link (the account is opened the first time): the Cookie header to send. */
    async signInAsClient(email = 'client@example.com'): Promise<string> {
      await request(app).post('/api/account/sign-in-link').set('Origin', ORIGIN).set(appCheckHeader()).send({ email }).expect(202);
      const response = await request(app)
        .post('/api/account/session')
        .set('Origin', ORIGIN)
        .send({ email, code: this.signInCode(email) })
        .expect(200);
      const cookies = response.headers['set-cookie'] as unknown as string[];
      const session = cookies.find((cookie) => cookie.startsWith('__session='));
      if (!session) throw new Error('POST /api/account/session set no __session cookie');
      return session.split(';')[0] as string;
    },

    /** An admin signed in, ready to send requests as: `.set('Cookie', cookie).set('Origin', ORIGIN)`. */
    async signInAsAdmin(): Promise<string> {
      await this.createUser();
      return this.signIn();
    },
  };
}
