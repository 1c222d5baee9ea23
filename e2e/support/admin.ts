import { expect, request, test, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { FACTOR_TEXTS, type Lead, type PendingSignIn, type Property, type Testimonial, type TotpSetup, type User } from '@estate/domain';
import { DEMO_ADMIN, DEMO_TOTP_SECRET } from '../../scripts/stack/config';
import { totpCodeNow } from '../../scripts/stack/demoTotpSecret';

export { DEMO_ADMIN };

/** The demo accounts' authenticator app code now (the seed gives them DEMO_TOTP_SECRET). */
export const demoTotpCode = () => totpCodeNow(DEMO_TOTP_SECRET);

/** docs/product/dashboard.md#dashboard: the address of every dashboard tab, in the tabs' order. */
export const DASHBOARD_PATHS = [
  '/admin',
  '/admin/properties',
  '/admin/private-listings',
  '/admin/open-houses',
  '/admin/neighborhoods',
  '/admin/testimonials',
  '/admin/blog-posts',
  '/admin/leads',
  '/admin/showings',
  '/admin/users',
  '/admin/settings',
  '/admin/site-health',
  '/admin/audit-log',
  '/admin/security',
] as const;

/**
 * Signs in through /auth with the step the form asks for next: the factor (the demo accounts'
 * authenticator app code), or, for an account without one (a test's own), the enrolment: an
 * authenticator app set up from the key the step shows. Waits for the dashboard. Answers the
 * account's authenticator secret: the demo's, or the one just set up.
 */
export async function loginThroughForm(page: Page, { username, password } = DEMO_ADMIN, target = '/admin'): Promise<string> {
  await page.goto(target === '/admin' ? '/auth' : target);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  const factor = page.getByLabel(FACTOR_TEXTS.codeLabel);
  const enrol = page.getByRole('heading', { name: FACTOR_TEXTS.enrolStepTitle });
  await expect(factor.or(enrol)).toBeVisible();
  let secret = DEMO_TOTP_SECRET;
  if (await factor.isVisible()) {
    await factor.fill(demoTotpCode());
    await page.getByRole('button', { name: FACTOR_TEXTS.verify }).click();
  } else {
    secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent())!;
    await page.getByLabel('Code from the app').fill(totpCodeNow(secret));
    await page.getByRole('button', { name: 'Confirm the app' }).click();
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
  }
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  return secret;
}

/**
 * Signs `api` in as the sign-in page does, through the api alone: the password, then the step it asks
 * for: the factor (a code of the authenticator app whose secret is `secret`) or, for an account
 * without one, the enrolment (an app set up there and then). The context keeps the pending cookie,
 * then the session's. Answers the app's secret. Each refusal says which it was (a 429, a 503).
 */
async function signInThroughApi(api: APIRequestContext, origin: string, { username, password }: SignInAccount, secret: string) {
  const headers = { Origin: origin };
  const login = await api.post('/api/login', { data: { username, password }, headers });
  expect(login.status(), `POST /api/login answered ${login.status()}: ${await login.text()}`).toBe(202);
  if (((await login.json()) as PendingSignIn).step === 'factor') {
    const factor = await api.post('/api/login/factor', { data: { totp: totpCodeNow(secret) }, headers });
    expect(factor.ok(), `POST /api/login/factor answered ${factor.status()}: ${await factor.text()}`).toBe(true);
    return secret;
  }
  const setup = await api.post('/api/staff/factors/totp', { headers });
  expect(setup.status(), `POST /api/staff/factors/totp answered ${setup.status()}: ${await setup.text()}`).toBe(200);
  const enrolled = ((await setup.json()) as TotpSetup).secret;
  const confirmed = await api.put('/api/staff/factors/totp', { data: { code: totpCodeNow(enrolled) }, headers });
  expect(confirmed.status(), `PUT /api/staff/factors/totp answered ${confirmed.status()}: ${await confirmed.text()}`).toBe(201);
  return enrolled;
}

/** An API session of the account, signed in with the password and then its authenticator code, from the site's origin. */
export async function apiSignIn(baseURL: string, account: SignInAccount, secret: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await signInThroughApi(api, baseURL, account, secret);
  return api;
}

/**
 * Signs the page's browser in as the account through the api, for tests about what comes after: no
 * sign-in page to load, fill and leave (the form, its factor step and the enrolment are
 * admin-auth.spec.ts's and passkeys.spec.ts's, through loginThroughForm). Opens no page: the test
 * opens the one it needs. Answers the account's authenticator secret, as loginThroughForm does.
 */
export async function signInAs(page: Page, account: SignInAccount = DEMO_ADMIN): Promise<string> {
  // page.request shares the browser context's cookies: the session lands where the page reads it.
  return signInThroughApi(page.request, test.info().project.use.baseURL!, account, DEMO_TOTP_SECRET);
}

/**
 * Waits until the toast that says `text` has come and gone. A toast sits over the header's Logout
 * button and stays while the pointer is on it: a click aimed at the button would hover it and wait
 * for it forever. Toasts load their code on the first one, so it may show a moment after the action.
 */
export async function waitForToastToPass(page: Page, text: string) {
  const toast = page.locator('.ant-notification-notice', { hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden();
}

/**
 * Opens an antd Select and picks the option with this exact title, until the select shows it:
 * on a busy machine a click can land while the dropdown is still animating in, and be lost.
 * The inner timeouts are how long one attempt waits before the next, not a speed limit: the
 * attempts go on for up to two minutes (the test's own limit is three).
 */
export async function chooseAntdOption(page: Page, field: Locator, option: string) {
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    await field.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 10_000 });
    await expect(select).toContainText(option, { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
}

/**
 * Clicks an antd dialog's button until `done` shows: as with chooseAntdOption, a click can land
 * while the dialog is still animating in, and be lost. A click while the first one's request
 * runs hits the button in its loading state, which ignores it; once the dialog has closed,
 * the attempt fails and the next one finds `done`.
 */
export async function confirmInDialog(button: Locator, done: Locator) {
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 10_000 });
    await expect(done).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
}

/**
 * A name no other test, worker or run uses, so parallel tests never touch each other's records:
 * the time, then randomness for two workers starting in the same millisecond.
 */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 6).toString(36)}`;

/**
 * The demo admin's API session, for setting up and cleaning after a test (state-changing calls
 * must come from the site's origin).
 */
export const adminApi = (baseURL: string): Promise<APIRequestContext> => apiSignIn(baseURL, DEMO_ADMIN, DEMO_TOTP_SECRET);

export interface Account {
  username: string;
  password: string;
  name: string;
  email: string;
}

type SignInAccount = Pick<Account, 'username' | 'password'>;

/**
 * Runs `use` with a fresh admin account, deleted afterwards. Tests that sign out use one:
 * signing out revokes every session of that account, which would sign out the other tests
 * that share the demo admin.
 */
export async function withThrowawayAdmin(baseURL: string, use: (account: Account) => Promise<void>): Promise<void> {
  const suffix = uniqueSuffix();
  const account = {
    username: `e2e-${suffix}`,
    password: `pass-${suffix}`,
    name: `E2E Staff ${suffix}`,
    email: `e2e-${suffix}@example.com`,
  };
  try {
    const api = await adminApi(baseURL);
    const created = await api.post('/api/admin/users', { data: { ...account, role: 'admin' } });
    await api.dispose();
    expect(created.status()).toBe(201);
    await use(account);
  } finally {
    await cleanUp(baseURL, `admin ${account.username}`, (api) => removeUser(api, account.username));
  }
}

/**
 * For a test's `finally`: runs `clean` as the demo admin to remove what the test created, even
 * when a step failed. A removal that fails is reported as a soft failure, so it fails the test
 * without hiding the test's own error.
 */
export async function cleanUp(baseURL: string, what: string, clean: (api: APIRequestContext) => Promise<void>): Promise<void> {
  try {
    const api = await adminApi(baseURL);
    try {
      await clean(api);
    } finally {
      await api.dispose();
    }
  } catch (error) {
    expect
      .soft(() => {
        throw error;
      }, `cleaning up ${what}`)
      .not.toThrow();
  }
}

/** Removed now or already gone (a test that got that far removed it itself). */
function expectGone(response: APIResponse, what: string) {
  expect.soft([200, 404], `removing ${what}: ${response.status()} ${response.statusText()}`).toContain(response.status());
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `listing ${what}: ${response.status()} ${response.statusText()}`).toBe(true);
  return (await response.json()) as T;
}

const leadsFound = async (api: APIRequestContext, search: string) =>
  json<Lead[]>(await api.get('/api/debug/leads', { params: { search } }), `leads matching ${search}`);

/** The leads the admin search finds for `search` (a test's unique suffix): its own, whatever other tests send. */
export async function leadsMatching(baseURL: string, search: string): Promise<Lead[]> {
  const api = await adminApi(baseURL);
  try {
    return await leadsFound(api, search);
  } finally {
    await api.dispose();
  }
}

/** Deletes every lead the admin search finds for `search` (a test's unique suffix or email). */
export async function removeLeads(api: APIRequestContext, search: string): Promise<void> {
  const leads = await leadsFound(api, search);
  for (const lead of leads) expectGone(await api.delete(`/api/leads/${encodeURIComponent(lead.id)}`), `lead ${lead.name}`);
}

export async function removeUser(api: APIRequestContext, username: string): Promise<void> {
  const users = await json<User[]>(await api.get('/api/admin/users'), 'users');
  for (const user of users.filter((candidate) => candidate.username === username)) {
    expectGone(await api.delete(`/api/admin/users/${encodeURIComponent(user.id)}`), `user ${username}`);
  }
}

/** Deletes these listings and every listing the keyword search finds for `search`. */
export async function removeProperties(api: APIRequestContext, search: string, ids: Iterable<string> = []): Promise<void> {
  const found = new Set(ids);
  let cursor: string | undefined;
  do {
    const response = await api.get('/api/properties', { params: { search, limit: 50, ...(cursor ? { cursor } : {}) } });
    for (const property of await json<Property[]>(response, `properties matching ${search}`)) found.add(property.id);
    cursor = response.headers()['x-next-cursor'];
  } while (cursor);
  for (const id of found) expectGone(await api.delete(`/api/properties/${encodeURIComponent(id)}`), `property ${id}`);
}

export async function removeUploads(api: APIRequestContext, filenames: Iterable<string>): Promise<void> {
  for (const filename of filenames) expectGone(await api.delete(`/api/upload/${encodeURIComponent(filename)}`), `upload ${filename}`);
}

/** A blog post's id is its slug. */
export async function removeBlogPost(api: APIRequestContext, slug: string): Promise<void> {
  expectGone(await api.delete(`/api/blog-posts/${encodeURIComponent(slug)}`), `blog post ${slug}`);
}

export async function removeTestimonials(api: APIRequestContext, name: string): Promise<void> {
  const testimonials = await json<Testimonial[]>(await api.get('/api/testimonials'), 'testimonials');
  for (const testimonial of testimonials.filter((candidate) => candidate.name === name)) {
    expectGone(await api.delete(`/api/testimonials/${encodeURIComponent(testimonial.id)}`), `testimonial ${name}`);
  }
}
