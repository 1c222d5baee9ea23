import { expect, type Locator, type Page } from '@playwright/test';
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

/** Opens an antd Select and picks the option with this exact title. */
export async function chooseAntdOption(page: Page, field: Locator, option: string) {
  await field.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** A name no other test or run uses, so parallel tests never touch each other's records. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
