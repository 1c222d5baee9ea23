import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import {
  APP_CHECK_REFUSALS,
  APP_CHECK_TEXTS,
  CLIENT_ONLY_MESSAGE,
  FACTOR_CODES,
  FACTOR_TEXTS,
  OPEN_HOUSE_TEXTS,
  STEP_UP_WINDOW_MS,
} from '@estate/domain';
import { localDiskFileStore } from '../../src/uploads/files/localDisk';
import { WALKED_GET_ROUTES } from '../../../e2e/support/canaryWalk';
import { appCheckHeader } from '../support/appCheck';
import { registeredRoutes, type Method, type RegisteredRoute } from '../support/registeredRoutes';
import { ORIGIN, testApp } from '../support/testApp';

/**
 * Every route the app registers is public, a client's, a staff route or admin-only, and is called
 * by each of five callers: a visitor without a session, an account without a staff role, a client
 * (email-link sign-in), an agent and an admin. The routes are read from the app's own router stack, so a route added without a guard
 * turns this file red: a route is admin-only unless one of the lists below names it.
 */

/**
 * The routes anyone may call (docs/product/dashboard.md#roles: signed-out visitors see the public pages and send lead
 * forms), in Express path syntax. GET /api/user answers 401 signed out by design (docs/product/api.md#api).
 */
const PUBLIC_ROUTES: readonly RegisteredRoute[] = [
  { method: 'POST', path: '/api/login' },
  // The sign-in's steps after the password, and a passkey sign-in alone (docs/product/dashboard.md#sign-in-and-security).
  { method: 'POST', path: '/api/login/factor' },
  { method: 'POST', path: '/api/login/passkey-options' },
  { method: 'POST', path: '/api/login/passkey' },
  { method: 'GET', path: '/api/user' },
  { method: 'POST', path: '/api/logout' },
  { method: 'POST', path: '/api/register' },
  { method: 'GET', path: '/api/properties' },
  { method: 'GET', path: '/api/properties/map' },
  { method: 'GET', path: '/api/properties/featured' },
  { method: 'GET', path: '/api/properties/:id' },
  { method: 'GET', path: '/api/properties/:id/history' },
  // A private listing's teaser photo, everyone's (docs/product/private-collection.md#private-collection).
  { method: 'GET', path: '/api/properties/:id/teaser-photo' },
  // The agency's record of sales (docs/product/site.md#recent-sales).
  { method: 'GET', path: '/api/sales' },
  { method: 'GET', path: '/api/neighborhoods' },
  { method: 'GET', path: '/api/neighborhoods/boundaries' },
  { method: 'GET', path: '/api/neighborhoods/:id' },
  { method: 'GET', path: '/api/testimonials' },
  { method: 'GET', path: '/api/testimonials/:id' },
  { method: 'GET', path: '/api/blog-posts' },
  { method: 'GET', path: '/api/blog-posts/:id' },
  { method: 'POST', path: '/api/leads' },
  { method: 'GET', path: '/api/uploads/:filename' },
  // For uptime monitors (docs/product/api.md#outages).
  { method: 'GET', path: '/api/health' },
  // Every page's browser reports (docs/product/dashboard.md#site-health).
  { method: 'POST', path: '/api/site-health/beacons' },
  // A client's sign-in, and the per-session state public pages ask after hydration (docs/product/clients.md#client-accounts).
  { method: 'POST', path: '/api/account/sign-in-link' },
  { method: 'POST', path: '/api/account/session' },
  { method: 'GET', path: '/api/account/state' },
  { method: 'POST', path: '/api/account/sign-out' },
  // An alert email's unsubscribe links: the signed token is the permission (docs/product/clients.md#saved-searches-and-alerts).
  { method: 'GET', path: '/api/alerts/unsubscribe' },
  { method: 'POST', path: '/api/alerts/unsubscribe' },
  // The homeowner report's open image and unsubscribe: the signed token is the permission (docs/product/valuation.md#the-homeowner-report).
  { method: 'GET', path: '/api/home-reports/opened/:token.gif' },
  { method: 'GET', path: '/api/home-reports/unsubscribe' },
  { method: 'POST', path: '/api/home-reports/unsubscribe' },
  // docs/product/showings.md#showings: a showing request, a listing's free slots, and a showing email's manage link (the signed token is the permission).
  { method: 'POST', path: '/api/showings' },
  { method: 'GET', path: '/api/showings/slots' },
  { method: 'GET', path: '/api/showings/manage' },
  { method: 'POST', path: '/api/showings/manage/confirm' },
  { method: 'POST', path: '/api/showings/manage/cancel' },
  { method: 'POST', path: '/api/showings/manage/reschedule' },
  // A staff member's calendar feed, read by calendar apps: the token in the address is the permission.
  { method: 'GET', path: '/api/calendar/:token.ics' },
  // A visitor's feedback after a showing or an open house: the signed token is the permission (docs/product/showings.md#feedback).
  { method: 'GET', path: '/api/feedback' },
  { method: 'POST', path: '/api/feedback' },
  // docs/product/open-houses.md#open-houses: the public's open houses, and a guest's RSVP and links (their signed token is the permission).
  { method: 'GET', path: '/api/open-houses' },
  { method: 'GET', path: '/api/properties/:id/open-houses' },
  { method: 'GET', path: '/api/open-houses/rsvp' },
  { method: 'POST', path: '/api/open-houses/rsvp/cancel' },
  { method: 'GET', path: '/api/open-houses/:id.ics' },
  { method: 'GET', path: '/api/open-houses/:id' },
  { method: 'GET', path: '/api/open-houses/:id/invitation' },
  { method: 'POST', path: '/api/open-houses/:id/rsvps' },
  // docs/product/cma.md#the-owners-page: the owner's CMA and its PDF, outside /api (the signed token is the permission).
  { method: 'GET', path: '/cma/:token' },
  { method: 'GET', path: '/cma/:token.pdf' },
  // The local stand-in's App Check tokens: the test app runs the emulators' verifier (platform/appCheck).
  { method: 'POST', path: '/api/app-check/stand-in-token' },
  // docs/product/valuation.md: an owner's estimate, the address match, the seller lead and the agent's opinion (the signed token is the permission).
  { method: 'POST', path: '/api/valuations' },
  { method: 'GET', path: '/api/valuations/addresses' },
  { method: 'POST', path: '/api/valuations/leads' },
  { method: 'POST', path: '/api/valuations/opinions' },
];

/**
 * The visitors' forms, which carry an App Check token (docs/product/leads.md#app-check): these routes, and
 * no other, run requireAppCheck (its handler is named appCheckGuard).
 */
const APP_CHECK_ROUTES: readonly RegisteredRoute[] = [
  { method: 'POST', path: '/api/leads' },
  { method: 'POST', path: '/api/showings' },
  { method: 'POST', path: '/api/account/sign-in-link' },
  { method: 'POST', path: '/api/open-houses/:id/rsvps' },
  { method: 'POST', path: '/api/open-houses/rsvp/cancel' },
  { method: 'POST', path: '/api/open-houses/:id/check-ins' },
  { method: 'POST', path: '/api/showings/manage/confirm' },
  { method: 'POST', path: '/api/showings/manage/cancel' },
  { method: 'POST', path: '/api/showings/manage/reschedule' },
  { method: 'POST', path: '/api/feedback' },
  { method: 'POST', path: '/api/valuations' },
  { method: 'POST', path: '/api/valuations/leads' },
  { method: 'POST', path: '/api/valuations/opinions' },
];

/** Check-in at an open house's door: a staff session (the host's tablet) or the door's signed code (a visitor's phone). */
const DOOR_ROUTES: readonly RegisteredRoute[] = [
  { method: 'GET', path: '/api/open-houses/:id/door' },
  { method: 'POST', path: '/api/open-houses/:id/check-ins' },
];

/** A client's own routes (requireClient): clients only, never staff (docs/product/clients.md#client-accounts). */
const CLIENT_ROUTES: readonly RegisteredRoute[] = [
  { method: 'GET', path: '/api/account' },
  { method: 'DELETE', path: '/api/account' },
  { method: 'GET', path: '/api/account/favourites' },
  { method: 'PUT', path: '/api/account/favourites/:propertyId' },
  { method: 'DELETE', path: '/api/account/favourites/:propertyId' },
  { method: 'POST', path: '/api/account/views/:propertyId' },
  { method: 'PUT', path: '/api/account/consents/activity' },
  { method: 'GET', path: '/api/account/export' },
  { method: 'GET', path: '/api/account/searches' },
  { method: 'POST', path: '/api/account/searches' },
  { method: 'PATCH', path: '/api/account/searches/:id' },
  { method: 'DELETE', path: '/api/account/searches/:id' },
  { method: 'PUT', path: '/api/account/alerts' },
  // docs/product/private-collection.md#private-collection: what the client may see of private listings, and their requests.
  { method: 'GET', path: '/api/account/private-listings' },
  { method: 'GET', path: '/api/account/listings/:id' },
  { method: 'POST', path: '/api/account/listings/:id/access-requests' },
  // docs/product/clients.md#your-data: which staff member viewed or changed the client's data, and when.
  { method: 'GET', path: '/api/account/access-log' },
];

/** Routes that end the caller's session or account: each call signs in afresh. */
const ENDING_ROUTES = new Set(['POST /api/logout', 'POST /api/account/sign-out', 'DELETE /api/account']);

/**
 * The RESO feed's routes: read with a feed key (Authorization: Bearer), never with a session, and
 * refused in OData's words (docs/product/api.md#reso-feed).
 */
const KEY_ROUTES: readonly RegisteredRoute[] = [
  { method: 'GET', path: '/api/reso/Property' },
  { method: 'GET', path: '/api/reso/$metadata' },
];

/** The routes agents may call too (requireStaff); everything else not public is for admins. */
const STAFF_ROUTES: readonly RegisteredRoute[] = [
  { method: 'GET', path: '/api/leads' },
  { method: 'GET', path: '/api/debug/leads' },
  { method: 'GET', path: '/api/leads/export' },
  { method: 'POST', path: '/api/leads/exports' },
  { method: 'GET', path: '/api/leads/exports/:id' },
  { method: 'GET', path: '/api/leads/exports/:id/file' },
  { method: 'GET', path: '/api/leads/:id' },
  { method: 'PATCH', path: '/api/leads/:id' },
  { method: 'GET', path: '/api/leads/:id/related' },
  { method: 'GET', path: '/api/leads/:id/client' },
  { method: 'POST', path: '/api/leads/:id/notes' },
  { method: 'POST', path: '/api/leads/:id/claim' },
  { method: 'GET', path: '/api/admin/lead-stats' },
  { method: 'GET', path: '/api/staff' },
  { method: 'POST', path: '/api/session/realtime' },
  // docs/product/dashboard.md#sign-in-and-security: each member's own factors, and the step-up.
  { method: 'POST', path: '/api/login/step-up' },
  { method: 'GET', path: '/api/staff/factors' },
  { method: 'POST', path: '/api/staff/factors/totp' },
  { method: 'PUT', path: '/api/staff/factors/totp' },
  { method: 'POST', path: '/api/staff/factors/passkeys/options' },
  { method: 'POST', path: '/api/staff/factors/passkeys' },
  { method: 'DELETE', path: '/api/staff/factors/passkeys/:id' },
  { method: 'POST', path: '/api/staff/factors/recovery-codes' },
  // docs/product/private-collection.md#private-collection: the listing's agent (or an admin; others get 403 from the service).
  { method: 'GET', path: '/api/private-listings' },
  { method: 'GET', path: '/api/properties/:id/access' },
  { method: 'PUT', path: '/api/properties/:id/access/:clientUid' },
  { method: 'DELETE', path: '/api/properties/:id/access/:clientUid' },
  // docs/product/dashboard.md#showings-tab: each member's own availability, bookings and calendar feed; the
  // decisions are the showing agent's, the lead owner's or an admin's (others get 403 from the service).
  { method: 'GET', path: '/api/showings' },
  { method: 'GET', path: '/api/showings/availability' },
  { method: 'PUT', path: '/api/showings/availability/hours' },
  { method: 'POST', path: '/api/showings/availability/blocked' },
  { method: 'DELETE', path: '/api/showings/availability/blocked/:id' },
  { method: 'GET', path: '/api/showings/:id' },
  { method: 'POST', path: '/api/showings/:id/confirm' },
  { method: 'POST', path: '/api/showings/:id/decline' },
  { method: 'POST', path: '/api/showings/:id/propose' },
  { method: 'GET', path: '/api/calendar/feed' },
  { method: 'POST', path: '/api/calendar/feed/reset' },
  // docs/product/showings.md#feedback: what visitors said of a listing.
  { method: 'GET', path: '/api/properties/:id/feedback' },
  // docs/product/open-houses.md#open-houses: the Open Houses tab (an agent's own and hosted ones; others get 403 from the service).
  { method: 'GET', path: '/api/admin/open-houses' },
  { method: 'GET', path: '/api/admin/open-houses/listings' },
  { method: 'POST', path: '/api/admin/open-houses' },
  { method: 'GET', path: '/api/admin/open-houses/:id' },
  { method: 'PUT', path: '/api/admin/open-houses/:id' },
  { method: 'POST', path: '/api/admin/open-houses/:id/cancel' },
  { method: 'GET', path: '/api/admin/open-houses/:id/guests' },
  { method: 'GET', path: '/api/admin/open-houses/:id/invitations' },
  { method: 'POST', path: '/api/admin/open-houses/:id/invitations' },
  { method: 'GET', path: '/api/admin/open-houses/:id/report' },
  { method: 'POST', path: '/api/admin/open-houses/:id/report/email' },
  { method: 'GET', path: '/api/admin/open-houses/:id/door' },
  { method: 'GET', path: '/api/admin/open-houses/:id/door.svg' },
  // docs/product/dashboard.md#audit-log: an agent's own entries (the service holds them to theirs); its export is for admins.
  { method: 'GET', path: '/api/audit-log' },
  // docs/product/cma.md: an agent's CMAs (their own and their leads'; others get 404 from the service).
  { method: 'GET', path: '/api/cmas' },
  { method: 'POST', path: '/api/cmas' },
  { method: 'GET', path: '/api/cmas/:id' },
  { method: 'PUT', path: '/api/cmas/:id' },
  { method: 'POST', path: '/api/cmas/:id/publish' },
];

/**
 * The risky actions (docs/product/dashboard.md#step-up): a second factor proved in the session
 * within STEP_UP_WINDOW_MS, else 401 with the step-up code. `caller` is one the role guards let
 * through; `body` makes the request the risky one where the route decides by it. `conditional`:
 * the route runs the guard only for such a request (a role change), or only once the account has
 * a factor (adding one), so its handlers do not name it.
 */
interface StepUpRoute extends RegisteredRoute {
  caller: 'agent' | 'admin';
  body?: object;
  conditional?: true;
}
const STEP_UP_ROUTES: readonly StepUpRoute[] = [
  { method: 'GET', path: '/api/leads/export', caller: 'agent' },
  { method: 'POST', path: '/api/leads/exports', caller: 'agent' },
  { method: 'PATCH', path: '/api/admin/users/:id', caller: 'admin', body: { role: 'agent' }, conditional: true },
  { method: 'DELETE', path: '/api/admin/users/:id', caller: 'admin' },
  { method: 'DELETE', path: '/api/properties/:id', caller: 'admin' },
  { method: 'DELETE', path: '/api/leads/:id', caller: 'admin' },
  { method: 'DELETE', path: '/api/leads', caller: 'admin', body: { ids: ['route-guard-dummy-id'] } },
  { method: 'PUT', path: '/api/properties/:id/access/:clientUid', caller: 'agent' },
  { method: 'POST', path: '/api/admin/settings/reso-keys', caller: 'admin' },
  { method: 'PUT', path: '/api/admin/settings/lead-alerts', caller: 'admin' },
  { method: 'PUT', path: '/api/admin/settings/staff-factors', caller: 'admin', body: { required: true } },
  { method: 'DELETE', path: '/api/staff/factors/passkeys/:id', caller: 'agent' },
  { method: 'POST', path: '/api/staff/factors/recovery-codes', caller: 'agent' },
  { method: 'POST', path: '/api/staff/factors/totp', caller: 'agent', conditional: true },
  { method: 'PUT', path: '/api/staff/factors/totp', caller: 'agent', body: { code: '123456' }, conditional: true },
  { method: 'POST', path: '/api/staff/factors/passkeys/options', caller: 'agent', conditional: true },
  {
    method: 'POST',
    path: '/api/staff/factors/passkeys',
    caller: 'agent',
    body: { name: 'Laptop', passkey: { id: 'x' } },
    conditional: true,
  },
];

/** Public, but only to someone signed in. */
const SIGNED_IN_ONLY = new Set(['GET /api/user']);

const DUMMY_ID = 'route-guard-dummy-id';

/** '/api/leads/:id' -> '/api/leads/route-guard-dummy-id'; optional `{...}` parts are kept. */
function concretePath(path: string): string {
  return path.replace(/[:*]\w+/g, DUMMY_ID).replace(/[{}]/g, '');
}

const key = (route: RegisteredRoute) => `${route.method} ${route.path}`;

function send(app: Express, { method, path }: RegisteredRoute, cookie?: string, appChecked = true, body: object = {}) {
  const verb = method.toLowerCase() as Lowercase<Method>;
  // From the site's own pages, as a browser sends it (a form with its App Check token): the guards under test are the session's.
  let call = request(app)[verb](concretePath(path)).set('Origin', ORIGIN);
  if (appChecked) call = call.set(appCheckHeader());
  if (cookie) call = call.set('Cookie', cookie);
  return method === 'GET' ? call : call.send(body);
}

// A store that serves its files itself, so its GET /api/uploads/:filename is registered too (it reads, never writes).
const t = testApp({ files: localDiskFileStore(join(tmpdir(), 'route-guards-uploads')) });
const routes = registeredRoutes(t.app);
const publicKeys = new Set(PUBLIC_ROUTES.map(key));
const staffKeys = new Set(STAFF_ROUTES.map(key));
const keyRouteKeys = new Set(KEY_ROUTES.map(key));
const doorKeys = new Set(DOOR_ROUTES.map(key));
const clientKeys = new Set(CLIENT_ROUTES.map(key));
const stepUpKeys = new Set(STEP_UP_ROUTES.map(key));
const guarded = routes.filter((route) => !publicKeys.has(key(route)) && !keyRouteKeys.has(key(route)) && !doorKeys.has(key(route)));
const clientOnly = guarded.filter((route) => clientKeys.has(key(route)));
const staffOnly = guarded.filter((route) => staffKeys.has(key(route)));
const adminOnly = guarded.filter((route) => !staffKeys.has(key(route)) && !clientKeys.has(key(route)));

type Caller = 'no-role' | 'client' | 'agent' | 'admin';
const CALLERS: readonly Caller[] = ['no-role', 'client', 'agent', 'admin'];
const cookies = {} as Record<Caller, string>;
let signIns = 0;

/** Signs in an account of each caller's kind, named `<caller><suffix>`. */
async function signInCallers(suffix: string): Promise<Record<Caller, string>> {
  const noRole = await t.createUser({ username: `no-role${suffix}` });
  await t.deps.auth.setCustomUserClaims(noRole.id, { admin: false });
  await t.createUser({ username: `agent${suffix}`, role: 'agent' });
  await t.createUser({ username: `admin${suffix}`, role: 'admin' });
  return {
    'no-role': await t.signIn(`no-role${suffix}`),
    client: await t.signInAsClient(`client${suffix}@example.com`),
    agent: await t.signIn(`agent${suffix}`),
    admin: await t.signIn(`admin${suffix}`),
  };
}

/** The caller's cookie; a route that ends its session or account gets a caller of its own; a risky action's, a factor proved just now. */
async function cookieFor(name: string, caller: Caller): Promise<string> {
  if (stepUpKeys.has(name) && (caller === 'agent' || caller === 'admin')) await t.factorProvedAgo(cookies[caller], 0);
  if (!ENDING_ROUTES.has(name)) return cookies[caller];
  signIns += 1;
  return (await signInCallers(`-ending-${signIns}`))[caller];
}

beforeAll(async () => {
  await t.reset();
  Object.assign(cookies, await signInCallers(''));
  // GET /api/leads/export waits for its export as the trigger prepares it, else up to 40 s.
  t.prepareLeadExportsAsAsked();
});
afterAll(() => t.teardown());

const cases = (list: readonly RegisteredRoute[]) => list.map((route) => [key(route), route] as const);
const signedInCases = (list: readonly RegisteredRoute[], callers: readonly Caller[]) =>
  list.flatMap((route) => callers.map((caller) => [key(route), caller, route] as const));

/** Called by someone the route lets through: whatever a dummy id or an empty body earns, never a guard's refusal or a crash. */
function expectLetThrough(response: request.Response): void {
  expect([401, 403]).not.toContain(response.status);
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) expect(response.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
}

describe('the route enumeration', () => {
  it('finds every route of docs/product/api.md#api and the admin writes, each once', () => {
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(new Set(routes.map(key)).size).toBe(routes.length);
    // Under /api, but for the owner's CMA page (Hosting sends /cma/** to the api too).
    for (const route of routes) expect(route.path).toMatch(/^\/(api|cma)\//);
    expect(adminOnly.length).toBeGreaterThanOrEqual(20);
  });

  it('has the private-listing canary walk read every GET route a visitor, a client or a partner may call', () => {
    // docs/architecture.md#the-listing-gate: a new channel joins the walk, or this fails.
    const outside = [...PUBLIC_ROUTES, ...CLIENT_ROUTES, ...KEY_ROUTES, ...DOOR_ROUTES].filter((route) => route.method === 'GET');
    const walked = new Set<string>(WALKED_GET_ROUTES);
    expect(outside.map((route) => route.path).filter((path) => !walked.has(path))).toEqual([]);
    expect([...walked].filter((path) => !outside.some((route) => route.path === path))).toEqual([]);
  });

  it('finds every route the public, client and staff lists name, so the lists cannot rot', () => {
    const registered = new Set(routes.map(key));
    expect(
      [...PUBLIC_ROUTES, ...CLIENT_ROUTES, ...STAFF_ROUTES, ...KEY_ROUTES, ...DOOR_ROUTES, ...APP_CHECK_ROUTES]
        .map(key)
        .filter((route) => !registered.has(route)),
    ).toEqual([]);
  });

  it('keeps the admin routes of docs/product/dashboard.md#roles and docs/product/api.md#api for admins', () => {
    const adminKeys = adminOnly.map(key);
    for (const route of [
      'DELETE /api/leads/:id',
      'DELETE /api/leads',
      'POST /api/properties',
      'PATCH /api/properties/:id',
      'DELETE /api/properties/:id',
      'PUT /api/neighborhoods/:id/boundary',
      'DELETE /api/neighborhoods/:id/boundary',
      'GET /api/admin/users',
      'POST /api/admin/users',
      'PATCH /api/admin/users/:id',
      'POST /api/admin/users/:id/reset-password',
      'DELETE /api/admin/users/:id',
      // docs/product/dashboard.md#users: a staff member's deactivation, its preview and its undo.
      'GET /api/admin/users/:id/offboarding',
      'POST /api/admin/users/:id/deactivate',
      'POST /api/admin/users/:id/reactivate',
      'GET /api/admin/settings/lead-alerts',
      'GET /api/admin/settings/reso-keys',
      'POST /api/admin/settings/reso-keys',
      'DELETE /api/admin/settings/reso-keys/:id',
      'POST /api/upload-multiple',
      'DELETE /api/upload/:filename',
      'GET /api/admin/site-health',
      'GET /api/audit-log/export',
    ]) {
      expect(adminKeys).toContain(route);
    }
  });
});

describe("every route of a visitor's form", () => {
  it('runs the App Check guard, as no other route does', () => {
    const appChecked = routes.filter((route) => route.handlers.includes('appCheckGuard')).map(key);
    expect(appChecked.sort()).toEqual(APP_CHECK_ROUTES.map(key).sort());
  });

  it.each(signedInCases(APP_CHECK_ROUTES, ['no-role', 'agent']))(
    '%s answers 401 without an App Check token, whatever the session (%s)',
    async (_name, caller, route) => {
      for (const cookie of [undefined, cookies[caller]]) {
        const response = await send(t.app, route, cookie, false);
        expect({ status: response.status, body: response.body }).toEqual({
          status: 401,
          body: { message: APP_CHECK_TEXTS.refused, code: APP_CHECK_REFUSALS.missing },
        });
      }
    },
  );
});

describe('every route that is not public', () => {
  it.each(cases(guarded))('%s answers 401 without a session', async (_name, route) => {
    const response = await send(t.app, route);
    expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: { message: 'Please sign in to continue' } });
  });
});

describe('every admin route', () => {
  it.each(cases(adminOnly))('%s answers 403 to an account without a staff role', async (_name, route) => {
    const response = await send(t.app, route, cookies['no-role']);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 403,
      body: { message: 'You need admin privileges to do this' },
    });
  });

  it.each(signedInCases(adminOnly, ['client', 'agent']))('%s answers 403 to the caller %s', async (_name, caller, route) => {
    const response = await send(t.app, route, cookies[caller]);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 403,
      body: { message: 'You need admin privileges to do this' },
    });
  });

  it.each(cases(adminOnly))('%s lets an admin through', async (name, route) => {
    expectLetThrough(await send(t.app, route, await cookieFor(name, 'admin')));
  });
});

describe('every client route', () => {
  it.each(signedInCases(clientOnly, ['no-role', 'agent', 'admin']))(
    '%s answers 403 to %s (staff are not clients)',
    async (_name, caller, route) => {
      const response = await send(t.app, route, cookies[caller]);
      expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: { message: CLIENT_ONLY_MESSAGE } });
    },
  );

  it.each(cases(clientOnly))('%s lets a client through', async (name, route) => {
    expectLetThrough(await send(t.app, route, await cookieFor(name, 'client')));
  });
});

describe('every staff route', () => {
  it.each(signedInCases(staffOnly, ['no-role', 'client']))('%s answers 403 to %s (no staff role)', async (_name, caller, route) => {
    const response = await send(t.app, route, cookies[caller]);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 403,
      body: { message: 'You need a staff account to do this' },
    });
  });

  it.each(signedInCases(staffOnly, ['agent', 'admin']))('%s lets an %s through', async (name, caller, route) => {
    expectLetThrough(await send(t.app, route, await cookieFor(name, caller)));
  });
});

describe('every public route', () => {
  it.each(cases(PUBLIC_ROUTES))('%s is reachable signed out (not 401 or 403, unless it is for signed-in accounts)', async (name, route) => {
    const response = await send(t.app, route);
    if (SIGNED_IN_ONLY.has(name)) expect(response.status).toBe(401);
    else expect([401, 403]).not.toContain(response.status);
  });

  it.each(signedInCases(PUBLIC_ROUTES, CALLERS))('%s is reachable signed in, as %s', async (name, caller, route) => {
    const response = await send(t.app, route, await cookieFor(name, caller));
    // The dashboard's signed-in staff member: a client has none, and the dashboard shows them its sign-in.
    if (name === 'GET /api/user' && caller === 'client') expect(response.status).toBe(401);
    else expectLetThrough(response);
  });
});

describe('every door route', () => {
  it.each(signedInCases(DOOR_ROUTES, ['no-role', 'client']))('%s answers 401 without a door code to %s', async (_name, caller, route) => {
    for (const cookie of [undefined, cookies[caller]]) {
      const response = await send(t.app, route, cookie);
      expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: { message: OPEN_HOUSE_TEXTS.doorRequired } });
    }
  });

  it.each(signedInCases(DOOR_ROUTES, ['agent', 'admin']))('%s lets an %s through', async (_name, caller, route) => {
    expectLetThrough(await send(t.app, route, cookies[caller]));
  });
});

describe('every RESO feed route', () => {
  it.each(signedInCases(KEY_ROUTES, CALLERS))(
    '%s answers 401 without a feed key, whatever the session (%s)',
    async (_name, caller, route) => {
      for (const cookie of [undefined, cookies[caller]]) {
        const response = await send(t.app, route, cookie);
        expect(response.status).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Bearer /);
        expect(response.body).toEqual({ message: expect.any(String), error: { code: 'Unauthorized', message: response.body.message } });
      }
    },
  );
});

describe('every risky action (docs/product/dashboard.md#step-up)', () => {
  afterEach(async () => {
    await Promise.all([t.factorProvedAgo(cookies.agent, 0), t.factorProvedAgo(cookies.admin, 0)]);
  });

  it('runs the step-up guard, as no other route does (but those that decide by the request)', () => {
    const guarded = routes.filter((route) => route.handlers.includes('requireRecentFactor')).map(key);
    const always = STEP_UP_ROUTES.filter((route) => !route.conditional).map(key);
    expect(guarded.sort()).toEqual(always.sort());
  });

  it.each(STEP_UP_ROUTES.map((route) => [key(route), route] as const))(
    '%s answers 401 with the step-up code when the factor is stale, and lets the caller through when it is fresh',
    async (_name, route) => {
      const cookie = cookies[route.caller];
      await t.factorProvedAgo(cookie, STEP_UP_WINDOW_MS + 1000);
      const stale = await send(t.app, route, cookie, true, route.body);
      expect({ status: stale.status, body: stale.body }).toEqual({
        status: 401,
        body: { message: FACTOR_TEXTS.stepUpRequired, code: FACTOR_CODES.stepUpRequired },
      });
      await t.factorProvedAgo(cookie, 0);
      expectLetThrough(await send(t.app, route, cookie, true, route.body));
    },
  );

  it('asks no factor for a change of whether an agent takes new leads (no role change)', async () => {
    await t.factorProvedAgo(cookies.admin, STEP_UP_WINDOW_MS + 1000);
    const response = await send(t.app, { method: 'PATCH', path: '/api/admin/users/:id' }, cookies.admin, true, { available: false });
    expect(response.status).toBe(404);
  });
});
