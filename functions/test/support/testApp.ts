import { setTimeout as sleep } from 'node:timers/promises';
import type { Express } from 'express';
import request from 'supertest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  TOKENS_VALID_AFTER_FIELD,
  USERS_COLLECTION,
  type NewUserInput,
  type PendingSignIn,
  type TotpSetup,
  type User,
} from '@estate/domain';
import {
  apiApp,
  leadExports,
  mailSender,
  type MailSenderOptions,
  repositories,
  staffAccounts,
  staffSignIn,
  type Repositories,
} from '../../src/composition';
import { STAFF_SESSIONS, totp } from '../../src/staff/factors';
import { DEMO_TOTP_SECRET } from '../../../scripts/stack/demoTotpSecret';
import { LEAD_EXPORTS } from '../../src/leads';
import type { AppConfig } from '../../src/platform/config';
import { uploadNameBetween, type FileStore } from '../../src/uploads/files/fileStore';
import { uploadId } from '../../src/uploads/uploadNames';
import { LOCAL_UPLOADS_PATH, localUploadUrl } from '../../src/uploads/files/localDisk/localUploadsRouter';
import { identityToolkitVerifier } from '../../src/staff/passwordVerifier';
import { identityToolkit, MAIL_OUTBOX, type OutgoingMail } from '../../src/platform';
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

/** STAFF_FACTOR_KEY of the test app. */
export const TEST_FACTOR_KEY = 'test-staff-factor-key';

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
  // The sign-in tests cross the failures' cap, whose full waits stack up to seconds a test.
  signInWait: (ms) => sleep(ms / 10),
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
    staffFactorKey: () => TEST_FACTOR_KEY,
    appCheck: testAppCheck,
    ...overrides,
  };
  // The api's own graph, built by its composition root over the emulators and `overrides`.
  const repos: Repositories = { ...repositories(deps.db, () => RATE_LIMIT_MOMENT), ...fakes };
  const app: Express = apiApp(deps, repos, feedback);
  const accounts = staffAccounts(repos, deps.auth);
  const staff = staffSignIn(deps, repos);
  /** Each account's authenticator app secret, as the helpers set it or enrolled it: the code of a sign-in's factor step. */
  const totpSecrets = new Map<string, string>();
  const sessionCookieOf = (response: request.Response, route: string) => {
    const cookies = response.headers['set-cookie'] as unknown as string[];
    const session = cookies.find((cookie) => cookie.startsWith('__session='));
    if (!session) throw new Error(`${route} set no __session cookie`);
    return session.split(';')[0] as string;
  };
  const watchers: Array<() => void> = [];

  return {
    app,
    deps,
    /** The repositories the app runs on, for tests that drive a service or a trigger's work directly. */
    repos,
    /** What the default mail server was sent, oldest first. */
    sentMail,
    /**
     * The one mail sender as onMailQueued and the sweep build it, over this app: its mail server
     * (the default keeps what it is sent in sentMail), links to the test site, no waits between tries.
     */
    sender(options: Partial<MailSenderOptions> = {}) {
      return mailSender(repos, {
        transport: deps.mail(),
        siteOrigin: ORIGIN,
        signingSecret: deps.linkSigningSecret,
        leadAlertDefaults: deps.leadAlertDefaults,
        logger: { error: jest.fn(), info: jest.fn() },
        retryDelaysS: [],
        ...options,
      });
    },
    /** What onMailQueued does (the api tests run no triggers): every email still queued, sent by the one sender, oldest first. */
    async sendQueuedMail(options: Partial<MailSenderOptions> = {}): Promise<void> {
      const outbox = await deps.db.collection(MAIL_OUTBOX).orderBy('queuedAt').select('state').get();
      const sender = this.sender(options);
      for (const doc of outbox.docs) if (doc.get('state') === 'queued') await sender.deliver(doc.id);
    },
    /** The emails queued as they were written (a request's; not those written when sent: a lead's, an alert's), oldest first. */
    async queuedMail(): Promise<OutgoingMail[]> {
      const snapshot = await deps.db.collection(MAIL_OUTBOX).orderBy('queuedAt').get();
      return snapshot.docs.flatMap((doc) => (doc.get('mail') ? [doc.get('mail') as OutgoingMail] : []));
    },
    async reset() {
      sentMail.length = 0;
      totpSecrets.clear();
      await wipeProject();
    },
    async teardown() {
      watchers.forEach((stop) => stop());
      await clients.close();
    },
    /**
     * Opens the emulators' connections (a first call sets up its channel), for a test that times
     * production's deadlines, such as the health check's 2 s, which a busy machine's first call may overrun.
     */
    async connect() {
      await Promise.all([deps.db.listCollections(), deps.auth.listUsers(1)]);
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

    /** The factor services the api runs on (docs/product/dashboard.md#sign-in-and-security). */
    staff,

    /**
     * A staff account made as the Users tab makes it, with the demo accounts' authenticator app
     * (DEMO_TOTP_SECRET) unless `totp` is false: the account signs in through the factor step.
     */
    async createUser(input: Partial<NewUserInput> = {}, { totp: withApp = true } = {}): Promise<User> {
      const user = await accounts.create({
        username: 'admin',
        password: 'luxury-admin-2026',
        name: 'Avery Sinclair',
        email: `${input.username ?? 'admin'}@queencityestates.com`,
        role: 'admin',
        ...input,
      });
      if (withApp) {
        await staff.factors.setTotpSecret(user.id, DEMO_TOTP_SECRET);
        totpSecrets.set(user.username.toLowerCase(), DEMO_TOTP_SECRET);
      }
      return user;
    },

    /** No second factor required of staff (the setting off): the password alone signs an account without one in. */
    async passwordOnly(): Promise<void> {
      await repos.factorSettings.set({ required: false });
    },

    /** The current code of the account's authenticator app, as the helpers know it. */
    totpCode(username = 'admin'): string {
      return totp.codeAt(totpSecrets.get(username.toLowerCase()) ?? DEMO_TOTP_SECRET);
    },

    /**
     * Signs in through POST /api/login and the step it asks for: the factor (the account's
     * authenticator app code), or the enrolment (an app set up through the api, its secret kept
     * for the next sign-in). Answers the Cookie header to send afterwards.
     */
    async signIn(username = 'admin', password = 'luxury-admin-2026'): Promise<string> {
      const response = await request(app).post('/api/login').set('Origin', ORIGIN).send({ username, password });
      if (response.status === 200) return sessionCookieOf(response, 'POST /api/login');
      if (response.status !== 202) throw new Error(`POST /api/login answered ${response.status}: ${JSON.stringify(response.body)}`);
      const pending = sessionCookieOf(response, 'POST /api/login');
      if ((response.body as PendingSignIn).step === 'factor') {
        const factor = await request(app)
          .post('/api/login/factor')
          .set('Origin', ORIGIN)
          .set('Cookie', pending)
          .send({ totp: this.totpCode(username) });
        if (factor.status !== 200) throw new Error(`POST /api/login/factor answered ${factor.status}: ${JSON.stringify(factor.body)}`);
        return sessionCookieOf(factor, 'POST /api/login/factor');
      }
      const setup = await request(app).post('/api/staff/factors/totp').set('Origin', ORIGIN).set('Cookie', pending).expect(200);
      const { secret } = setup.body as TotpSetup;
      totpSecrets.set(username.toLowerCase(), secret);
      const enrolled = await request(app)
        .put('/api/staff/factors/totp')
        .set('Origin', ORIGIN)
        .set('Cookie', pending)
        .send({ code: totp.codeAt(secret) })
        .expect(201);
      return sessionCookieOf(enrolled, 'PUT /api/staff/factors/totp');
    },

    /** The session's record (staffSessions/{sid}) proved a factor `ago` ms back: 0 for a fresh one, STEP_UP_WINDOW_MS and more for a stale one. */
    async factorProvedAgo(cookie: string, ago: number): Promise<void> {
      const { sid } = await deps.auth.verifySessionCookie(cookie.replace(/^__session=/, ''));
      await deps.db
        .collection(STAFF_SESSIONS)
        .doc(String(sid))
        .update({ lastFactorAt: Timestamp.fromMillis(Date.now() - ago) });
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
      return sessionCookieOf(response, 'POST /api/account/session');
    },

    /** An admin signed in, ready to send requests as: `.set('Cookie', cookie).set('Origin', ORIGIN)`. */
    async signInAsAdmin(): Promise<string> {
      await this.createUser();
      return this.signIn();
    },
  };
}
