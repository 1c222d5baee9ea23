import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../scripts/stack/config';

export { DEMO_ADMIN };

/** Signs in through /auth and waits for the dashboard. */
export async function loginThroughForm(page: Page, { username, password } = DEMO_ADMIN, target = '/admin') {
  await page.goto(target === '/admin' ? '/auth' : target);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
}

/**
 * Opens an antd Select and picks the option with this exact title, until the select shows it:
 * on a busy machine a click can land while the dropdown is still animating in, and be lost.
 */
export async function chooseAntdOption(page: Page, field: Locator, option: string) {
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    await field.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** A name no other test or run uses, so parallel tests never touch each other's records. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/**
 * The demo admin's API session, for setting up and cleaning after a test (state-changing calls
 * must come from the site's origin).
 */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post('/api/login', { data: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } })).ok()).toBe(true);
  return api;
}

export interface Account {
  username: string;
  password: string;
  name: string;
  email: string;
}

/**
 * Runs `use` with a fresh admin account, deleted afterwards. Tests that sign out use one:
 * signing out revokes every session of that account, which would sign out the other tests
 * that share the demo admin.
 */
export async function withThrowawayAdmin(baseURL: string, use: (account: Account) => Promise<void>): Promise<void> {
  const api = await adminApi(baseURL);
  const suffix = uniqueSuffix();
  const account = {
    username: `e2e-${suffix}`,
    password: `pass-${suffix}`,
    name: `E2E Staff ${suffix}`,
    email: `e2e-${suffix}@example.com`,
  };
  const created = await api.post('/api/admin/users', { data: { ...account, role: 'admin' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    await use(account);
  } finally {
    await api.delete(`/api/admin/users/${encodeURIComponent(id)}`);
    await api.dispose();
  }
}
