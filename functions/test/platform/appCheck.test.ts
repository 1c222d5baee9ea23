import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { APP_CHECK_NOT_CONFIGURED, appCheckFromEnv, firebaseAppCheck, standInAppCheck } from '../../src/platform';
import { ServiceUnreachable } from '../../src/platform/deadlines';

/** What firebase-admin's verifyToken throws: a FirebaseAppCheckError's code and message. */
const appCheckError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** The Admin SDK's App Check as a fake: records the tokens it was asked about, and answers `outcome`. */
function fakeAdminAppCheck(outcome: () => Promise<void> = async () => undefined) {
  const asked: string[] = [];
  return {
    asked,
    appCheck: {
      verifyToken: async (token: string) => {
        asked.push(token);
        await outcome();
        return { appId: '1:123:web:abc', token: {} as never };
      },
    },
  };
}

/** The Functions emulator over the Auth and Firestore emulators, as the local stack runs it. */
const EMULATORS = {
  FUNCTIONS_EMULATOR: 'true',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
};

describe('the App Check stand-in', () => {
  let clock = Date.parse('2030-05-06T12:00:00Z');
  const standIn = standInAppCheck('local-secret', () => clock);

  it('passes a token it minted until its expiry, then calls it expired', async () => {
    const { token, expireTimeMillis } = standIn.mint();
    expect(expireTimeMillis).toBe(clock + 60 * 60 * 1000);
    await expect(standIn.verify(token)).resolves.toBe('valid');
    clock = expireTimeMillis;
    await expect(standIn.verify(token)).resolves.toBe('expired');
  });

  it('refuses a token another secret signed, a changed one and what is not a token at all', async () => {
    const { token } = standInAppCheck('another-secret', () => clock).mint();
    await expect(standIn.verify(token)).resolves.toBe('invalid');
    const [payload, signature] = standIn.mint().token.split('.') as [string, string];
    const later = Buffer.from(JSON.stringify({ exp: clock + 10 * 365 * 24 * 3600_000 })).toString('base64url');
    await expect(standIn.verify(`${later}.${signature}`)).resolves.toBe('invalid');
    await expect(standIn.verify(`${payload}.${signature}.more`)).resolves.toBe('invalid');
    for (const junk of ['', '.', 'not-a-token', 'eyJhbGciOiJSUzI1NiJ9.eyJleHAiOjB9.c2ln']) {
      await expect(standIn.verify(junk)).resolves.toBe('invalid');
    }
  });

  it('refuses to start without a secret', () => {
    expect(() => standInAppCheck('')).toThrow('The App Check stand-in needs a secret to sign its tokens');
  });
});

describe("production's verifier (the Admin SDK's verifyToken)", () => {
  it('passes what verifyToken accepts', async () => {
    const admin = fakeAdminAppCheck();
    await expect(firebaseAppCheck(admin.appCheck).verify('a-token')).resolves.toBe('valid');
    expect(admin.asked).toEqual(['a-token']);
  });

  it('calls an expired token expired and any other refusal invalid', async () => {
    const expired = fakeAdminAppCheck(async () => {
      throw appCheckError('app-check/app-check-token-expired', 'The provided App Check token has expired.');
    });
    await expect(firebaseAppCheck(expired.appCheck).verify('a-token')).resolves.toBe('expired');
    const forged = fakeAdminAppCheck(async () => {
      throw appCheckError('app-check/invalid-argument', 'The provided App Check token has invalid signature.');
    });
    await expect(firebaseAppCheck(forged.appCheck).verify('a-token')).resolves.toBe('invalid');
  });

  it("refuses a malformed token as the real SDK judges it, without asking Google's keys", async () => {
    const app = initializeApp({ projectId: 'demo-app-check-test' }, 'app-check-test');
    try {
      await expect(firebaseAppCheck(getAppCheck(app)).verify('not-a-jwt')).resolves.toBe('invalid');
    } finally {
      await deleteApp(app);
    }
  });

  it('makes keys that cannot be fetched an outage (503), and any other failure a fault', async () => {
    const unreachable = fakeAdminAppCheck(async () => {
      throw appCheckError(
        'app-check/invalid-argument',
        'Error fetching Json Web Keys: getaddrinfo ENOTFOUND firebaseappcheck.googleapis.com',
      );
    });
    await expect(firebaseAppCheck(unreachable.appCheck).verify('a-token')).rejects.toBeInstanceOf(ServiceUnreachable);
    const misconfigured = appCheckError('app-check/invalid-credential', 'Must initialize app with a cert credential');
    const broken = fakeAdminAppCheck(async () => {
      throw misconfigured;
    });
    await expect(firebaseAppCheck(broken.appCheck).verify('a-token')).rejects.toBe(misconfigured);
  });
});

describe('appCheckFromEnv', () => {
  it('refuses to start outside the emulators without APP_CHECK=enforce, saying what to do', () => {
    const admin = fakeAdminAppCheck();
    for (const env of [{}, { APP_CHECK: '' }, { APP_CHECK_STAND_IN_SECRET: 'local-secret' }]) {
      expect(() => appCheckFromEnv(env, () => admin.appCheck)).toThrow(APP_CHECK_NOT_CONFIGURED);
    }
    expect(() => appCheckFromEnv({ APP_CHECK: 'off' }, () => admin.appCheck)).toThrow('APP_CHECK must be "enforce", not "off"');
    expect(APP_CHECK_NOT_CONFIGURED).toContain('APP_CHECK=enforce in functions/.env.<project>');
  });

  it.each([
    ['production', { APP_CHECK: 'enforce' }],
    ['production with a stand-in secret set', { APP_CHECK: 'enforce', APP_CHECK_STAND_IN_SECRET: 'local-secret' }],
    [
      'FUNCTIONS_EMULATOR without the emulators',
      { APP_CHECK: 'enforce', FUNCTIONS_EMULATOR: 'true', APP_CHECK_STAND_IN_SECRET: 'local-secret' },
    ],
  ])('never picks the stand-in in %s: every token goes to the Admin SDK, and there is no token route', async (_name, env) => {
    const admin = fakeAdminAppCheck();
    const verifier = appCheckFromEnv(env, () => admin.appCheck);
    const standInToken = standInAppCheck('local-secret').mint().token;
    await verifier.verify(standInToken);
    expect(admin.asked).toEqual([standInToken]);
    expect(verifier.routes).toBeUndefined();
  });

  it("uses the stand-in on the emulators, with the stack's secret, and never asks the Admin SDK", async () => {
    const admin = fakeAdminAppCheck();
    const verifier = appCheckFromEnv({ ...EMULATORS, APP_CHECK_STAND_IN_SECRET: 'stack-secret' }, () => admin.appCheck);
    await expect(verifier.verify(standInAppCheck('stack-secret').mint().token)).resolves.toBe('valid');
    await expect(verifier.verify(standInAppCheck('other-secret').mint().token)).resolves.toBe('invalid');
    expect(verifier.routes).toBeDefined();
    expect(admin.asked).toEqual([]);
  });

  it('refuses to start the stand-in without the secret the local stack makes', () => {
    expect(() => appCheckFromEnv(EMULATORS, () => fakeAdminAppCheck().appCheck)).toThrow(
      'APP_CHECK_STAND_IN_SECRET is not set: on the emulators the api verifies App Check tokens with a local stand-in',
    );
  });
});
