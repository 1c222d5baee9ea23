import { APP_CHECK_HEADER, HOME_PAGE_TITLE } from '@estate/domain';
import { smokeTest, titleOf, type SmokeAccount, type ThrowawayAccounts } from './smokeTest';

const ORIGIN = 'https://www.queencityestates.com';
const ACCOUNT: SmokeAccount = { id: 'uid-smoke', username: 'smoke-test-1a2b3c4d', password: 'long-random-password' };
const SESSION = '__session=session-cookie-value';

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body></body></html>`;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

type Handler = (request: { headers: Headers; body: string }) => Response;

/** The deployed site as the smoke test meets it: each route answers as production does, unless a test replaces it. */
function fakeSite(replaced: Record<string, Handler> = {}) {
  const requests: string[] = [];
  const routes: Record<string, Handler> = {
    'GET /api/health': () =>
      json({ status: 'ok', dependencies: { firestore: { status: 'ok', latencyMs: 12 }, mail: { status: 'ok', latencyMs: 80 } } }),
    'GET /': () => new Response(page('Cincinnati Luxury Real Estate | Homes for Sale in Cincinnati, Ohio'), { status: 200 }),
    'GET /properties': () => new Response(page('Luxury Properties | Cincinnati Luxury Real Estate'), { status: 200 }),
    'POST /api/leads': ({ headers }) =>
      headers.get(APP_CHECK_HEADER)
        ? json({ message: 'This form could not be checked.', code: 'app-check-invalid' }, 401)
        : json({ message: 'This form could not be checked.', code: 'app-check-missing' }, 401),
    'POST /api/login': ({ headers, body }) =>
      headers.get('origin') === ORIGIN && body === JSON.stringify({ username: ACCOUNT.username, password: ACCOUNT.password })
        ? json({ id: ACCOUNT.id }, 200, { 'set-cookie': `${SESSION}; Max-Age=432000; Path=/; HttpOnly; Secure; SameSite=Strict` })
        : json({ message: 'Invalid username or password' }, 401),
    'GET /api/staff': ({ headers }) =>
      headers.get('cookie') === SESSION
        ? json([{ id: 'uid-admin' }, { id: ACCOUNT.id }])
        : json({ message: 'Please sign in to continue' }, 401),
    'POST /api/logout': ({ headers }) =>
      headers.get('cookie') === SESSION && headers.get('origin') === ORIGIN ? json({ message: 'Logged out' }) : json({}, 403),
    ...replaced,
  };
  const send = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    expect(url.origin).toBe(ORIGIN);
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    requests.push(route);
    const handler = routes[route];
    if (!handler) return new Response('not found', { status: 404 });
    return handler({ headers: new Headers(init?.headers), body: String(init?.body ?? '') });
  }) as typeof fetch;
  return { fetch: send, requests };
}

function fakeAccounts(removal: () => Promise<void> = async () => {}) {
  const log: string[] = [];
  const accounts: ThrowawayAccounts = {
    create: async () => {
      log.push('created');
      return ACCOUNT;
    },
    remove: async (account) => {
      log.push(`removed ${account.id}`);
      await removal();
    },
  };
  return { accounts, log };
}

describe('the smoke test', () => {
  it('passes a working site, signs in and out, and removes the throwaway account', async () => {
    const site = fakeSite();
    const { accounts, log } = fakeAccounts();
    const steps = await smokeTest({ origin: ORIGIN, accounts, fetch: site.fetch });
    expect(steps).toEqual([
      { name: 'GET /api/health', ok: true, detail: 'firestore ok (12 ms), mail ok (80 ms)' },
      { name: 'GET /', ok: true, detail: `200, "${HOME_PAGE_TITLE}"` },
      { name: 'GET /properties', ok: true, detail: '200, "Luxury Properties | Cincinnati Luxury Real Estate"' },
      {
        name: 'POST /api/leads without App Check',
        ok: true,
        detail: '401 app-check-missing without a token, 401 app-check-invalid with a forged one',
      },
      { name: 'sign-in round trip', ok: true, detail: 'signed in as smoke-test-1a2b3c4d, read GET /api/staff (2 staff), signed out' },
      { name: 'throwaway account removed', ok: true, detail: 'smoke-test-1a2b3c4d, its profile and its username' },
    ]);
    expect(site.requests).toEqual([
      'GET /api/health',
      'GET /',
      'GET /properties',
      'POST /api/leads',
      'POST /api/leads',
      'POST /api/login',
      'GET /api/staff',
      'POST /api/logout',
    ]);
    expect(log).toEqual(['created', 'removed uid-smoke']);
  });

  it('fails the health step with the failing services, and a page with the wrong title or status', async () => {
    const site = fakeSite({
      'GET /api/health': () =>
        json(
          {
            status: 'failing',
            message: 'Not every service answers: mail.',
            dependencies: { firestore: { status: 'ok', latencyMs: 9 }, mail: { status: 'failing', latencyMs: 3000 } },
          },
          503,
        ),
      'GET /': () => new Response(page('Page not found | Cincinnati Luxury Real Estate'), { status: 404 }),
      'GET /properties': () => new Response(page('Queen City Estates &amp; Co'), { status: 200 }),
    });
    const steps = await smokeTest({ origin: ORIGIN, accounts: fakeAccounts().accounts, fetch: site.fetch });
    expect(steps.slice(0, 3)).toEqual([
      { name: 'GET /api/health', ok: false, detail: 'answered 503: firestore ok (9 ms), mail failing (3000 ms)' },
      { name: 'GET /', ok: false, detail: 'answered 404 (title "Page not found | Cincinnati Luxury Real Estate")' },
      {
        name: 'GET /properties',
        ok: false,
        detail: 'its title is "Queen City Estates & Co", not "Luxury Properties | Cincinnati Luxury Real Estate"',
      },
    ]);
  });

  it('removes the account even when the sign-in fails, and says why it failed', async () => {
    const site = fakeSite({ 'POST /api/login': () => json({ message: 'Cross-site request refused' }, 403) });
    const { accounts, log } = fakeAccounts();
    const steps = await smokeTest({ origin: ORIGIN, accounts, fetch: site.fetch });
    expect(steps.slice(4)).toEqual([
      { name: 'sign-in round trip', ok: false, detail: 'POST /api/login answered 403: {"message":"Cross-site request refused"}' },
      { name: 'throwaway account removed', ok: true, detail: 'smoke-test-1a2b3c4d, its profile and its username' },
    ]);
    expect(log).toEqual(['created', 'removed uid-smoke']);
  });

  it('fails a session the staff list refuses, or that does not list the account', async () => {
    const refused = await smokeTest({
      origin: ORIGIN,
      accounts: fakeAccounts().accounts,
      fetch: fakeSite({ 'GET /api/staff': () => json({ message: 'Please sign in to continue' }, 401) }).fetch,
    });
    expect(refused[4]).toEqual({
      name: 'sign-in round trip',
      ok: false,
      detail: 'GET /api/staff with the session answered 401: {"message":"Please sign in to continue"}',
    });
    const someoneElse = await smokeTest({
      origin: ORIGIN,
      accounts: fakeAccounts().accounts,
      fetch: fakeSite({ 'GET /api/staff': () => json([{ id: 'uid-admin' }]) }).fetch,
    });
    expect(someoneElse[4]).toEqual({ name: 'sign-in round trip', ok: false, detail: 'GET /api/staff did not list the signed-in account' });
  });

  it('fails when a form takes a post without a token, or with a forged one', async () => {
    const open = await smokeTest({
      origin: ORIGIN,
      accounts: fakeAccounts().accounts,
      fetch: fakeSite({ 'POST /api/leads': () => json({ message: 'Please enter your name' }, 400) }).fetch,
    });
    expect(open[3]).toEqual({
      name: 'POST /api/leads without App Check',
      ok: false,
      detail: 'without a token it answered 400 {"message":"Please enter your name"}, not 401 with code app-check-missing',
    });
    const lenient = await smokeTest({
      origin: ORIGIN,
      accounts: fakeAccounts().accounts,
      fetch: fakeSite({
        'POST /api/leads': ({ headers }) =>
          headers.get(APP_CHECK_HEADER) ? json({ message: 'Please enter your name' }, 400) : json({ code: 'app-check-missing' }, 401),
      }).fetch,
    });
    expect(lenient[3]?.detail).toBe(
      'with a forged token it answered 400 {"message":"Please enter your name"}, not 401 with code app-check-invalid',
    );
  });

  it('names the account to delete by hand when its removal fails', async () => {
    const { accounts } = fakeAccounts(() => Promise.reject(new Error('PERMISSION_DENIED')));
    const steps = await smokeTest({ origin: ORIGIN, accounts, fetch: fakeSite().fetch });
    expect(steps.at(-1)).toEqual({
      name: 'throwaway account removed',
      ok: false,
      detail: "PERMISSION_DENIED; delete smoke-test-1a2b3c4d (uid-smoke) in the dashboard's Users tab",
    });
  });

  it('reports an account that could not be made, with nothing to remove', async () => {
    const accounts: ThrowawayAccounts = { create: () => Promise.reject(new Error('auth/insufficient-permission')), remove: jest.fn() };
    const steps = await smokeTest({ origin: ORIGIN, accounts, fetch: fakeSite().fetch });
    expect(steps.slice(4)).toEqual([{ name: 'sign-in round trip', ok: false, detail: 'auth/insufficient-permission' }]);
    expect(accounts.remove).not.toHaveBeenCalled();
  });
});

describe('titleOf', () => {
  it("reads the document's title as text", () => {
    expect(titleOf('<head><title data-rh="true">A &amp; B &#x27;C&#x27;</title></head>')).toBe("A & B 'C'");
    expect(titleOf('<head></head>')).toBeUndefined();
  });
});
