import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteHealthReport } from '@estate/domain';
import { adminApi, signInAs } from './support/admin';
import { networkQuiet } from './support/networkQuiet';
import { expect, test } from './support/test';

/**
 * docs/product/dashboard.md#site-health: pages report their Core Web Vitals and errors as they are left,
 * and an admin sees them in the dashboard's Site Health tab. Other tests load pages alongside, so
 * this one looks for its own error and for page types measured, never for counts.
 */

/** Letters only: digits and long tokens are scrubbed from a message. */
const uniqueWord = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Opens a public page and waits until its report has loaded (after the page, from cache or not) and the page is quiet. */
async function openReporting(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/lateReport-/.test(entry.name))))
    .toBe(true);
  await networkQuiet(page);
}

const siteHealth = async (api: APIRequestContext) => (await (await api.get('/api/admin/site-health')).json()) as SiteHealthReport;

test('public pages report their vitals and an uncaught error when they are left, and the Site Health tab shows them', async ({
  page,
  baseURL,
}) => {
  const message = `Site health probe ${uniqueWord()}`;

  await openReporting(page, '/about');
  await openReporting(page, '/blog');
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  expect((await thrown).message).toBe(message);
  // Leaving the page hides it: its report goes as a beacon (which Playwright does not see: the page that sent it is gone).
  await page.goto('/auth');

  const api = await adminApi(baseURL!);
  try {
    await expect
      .poll(async () => {
        const [week] = (await siteHealth(api)).windows;
        const measured = week!.pages.filter((vitals) => vitals.vitals.LCP).map((vitals) => vitals.pageType);
        return {
          about: measured.includes('/about'),
          blog: measured.includes('/blog'),
          error: week!.errors.top.find((error) => error.message === `Error: ${message}`),
        };
      })
      .toEqual({ about: true, blog: true, error: { kind: 'uncaught', message: `Error: ${message}`, count: 1, pageTypes: ['/blog'] } });
  } finally {
    await api.dispose();
  }

  await signInAs(page);
  await page.goto('/admin/site-health');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Health' })).toBeVisible();
  const week = page.getByRole('region', { name: 'Last 7 days' });
  for (const pageType of ['/about', '/blog']) {
    const row = week
      .getByRole('row')
      .filter({ has: page.locator('code', { hasText: new RegExp(`^${pageType}$`) }) })
      .first();
    await expect(row).toContainText(/\d+(\.\d)? s(Good|Needs improvement|Poor)\d+ samples?/);
  }
  const errorRow = week.getByRole('row', { name: new RegExp(`Error: ${message}`) });
  await expect(errorRow).toContainText('Uncaught error');
  await expect(errorRow).toContainText('/blog');
});
