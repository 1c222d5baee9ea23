import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ADMIN, loginThroughForm, signInAs, waitForToastToPass, withThrowawayAdmin } from './support/admin';

const MOBILE = { width: 375, height: 812 };

/** docs/product/dashboard.md#dashboard: the tabs in their order, with their addresses. */
const TABS = [
  { label: 'Overview', path: '/admin' },
  { label: 'Properties', path: '/admin/properties' },
  { label: 'Private Listings', path: '/admin/private-listings' },
  { label: 'Open Houses', path: '/admin/open-houses' },
  { label: 'Neighborhoods', path: '/admin/neighborhoods' },
  { label: 'Testimonials', path: '/admin/testimonials' },
  { label: 'Blog Posts', path: '/admin/blog-posts' },
  { label: 'Leads', path: '/admin/leads' },
  { label: 'Showings', path: '/admin/showings' },
  { label: 'Users', path: '/admin/users' },
];

const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const tabLink = (page: Page, label: string) => dashboardNav(page).getByRole('link', { name: label, exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The dashboard asks GET /api/user first, and only then sends a signed-out visitor to /auth. */
async function expectLoginPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  expect(pathOf(page)).toBe('/auth');
}

test.describe('staff sign-in and sign-out', () => {
  test('/admin sends a signed-out visitor to /auth', async ({ page }) => {
    await page.goto('/admin');
    await expectLoginPage(page);
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('a wrong password shows the inline error and keeps the visitor on /auth', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Username').fill(DEMO_ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();

    const form = page.getByRole('form', { name: 'Staff login' });
    await expect(form.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByText('Login failed')).toBeVisible();
    expect(pathOf(page)).toBe('/auth');
  });

  test('the local admin signs in to the dashboard with their name in the header, and every tab link opens its tab', async ({ page }) => {
    await loginThroughForm(page);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByText(`Welcome back, ${DEMO_ADMIN.name}!`)).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(DEMO_ADMIN.name);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(pathOf(page)).toBe('/admin');

    // From the last tab backwards, so that every click changes the address.
    for (const { label, path } of [...TABS].reverse()) {
      await tabLink(page, label).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(tabLink(page, label)).toHaveAttribute('aria-current', 'page');
    }
  });

  test('at 375px the tabs are pills without Users', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await signInAs(page);
    await page.goto('/admin');
    for (const { label } of TABS.filter(({ label }) => label !== 'Users')) await expect(tabLink(page, label)).toBeVisible();
    await expect(tabLink(page, 'Users')).toBeHidden();
    // The pills scroll sideways inside their row; the page itself does not.
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  test("signing out says 'Logged out', lands on /auth, and /admin then asks to sign in again", async ({ page, baseURL }) => {
    await withThrowawayAdmin(baseURL!, async (account) => {
      await loginThroughForm(page, account);
      await expect(page.getByRole('banner')).toContainText(account.name);
      await waitForToastToPass(page, 'Login successful');
      await page.getByRole('button', { name: 'Logout' }).click();

      await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
      await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
      await expectLoginPage(page);

      await page.goto('/admin');
      await expectLoginPage(page);
    });
  });
});
