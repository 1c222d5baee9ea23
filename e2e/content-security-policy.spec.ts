import { loadedImage } from './support/loadedImage';
import type { Page } from '@playwright/test';
import { DASHBOARD_PATHS, loginThroughForm } from './support/admin';
import { expect, test } from './support/test';
import { networkQuiet } from './support/networkQuiet';
import { onePagePerPublicPage } from './support/publicPages';

/**
 * Every page carries the Content-Security-Policy and HSTS, and nothing on it breaks the policy
 * (one address of each public page: the pages of one kind share their code and their sources):
 * Chromium reports each blocked script, style, image or frame as a `securitypolicyviolation`
 * event (and on the console), which the pages collect from before their first script runs.
 */
test.describe.configure({ mode: 'parallel' });

/** Runs in the page before its own scripts. */
const COLLECT_VIOLATIONS = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
  });
`;

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) fromConsole.push(message.text());
  });
  await page.addInitScript(COLLECT_VIOLATIONS);
  return async () => [...((await page.evaluate('window.cspViolations')) as string[]), ...fromConsole];
}

/** Opens the page, checks its headers, and lets its lazy parts load. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  const headers = response!.headers();
  expect(headers['content-security-policy'], path).toContain("script-src 'self' 'sha256-");
  expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
  await networkQuiet(page);
}

const SHARDS = 2;
for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`public pages, part ${shard + 1} of ${SHARDS}, run under the policy without a violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const paths = (await onePagePerPublicPage(page.request)).filter((_, index) => index % SHARDS === shard);
    for (const path of paths) await visit(page, path);
    expect(await violations()).toEqual([]);
  });
}

test('a neighborhood page frames its Google map under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/neighborhoods/hyde-park');
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('iframe[src^="https://maps.google.com/"]')).toBeAttached();
  expect(await violations()).toEqual([]);
});

test('the dashboard runs under the policy on every tab and in its dialogs', async ({ page }) => {
  const violations = await watchViolations(page);
  await loginThroughForm(page);
  for (const tab of DASHBOARD_PATHS) {
    await visit(page, tab);
  }
  await visit(page, '/admin/properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page
    .getByRole('dialog')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'preview.png',
      mimeType: 'image/png',
      // A 1×1 PNG, shown from the upload store once uploaded.
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
    });
  const uploaded = page.getByRole('list', { name: 'Uploaded images' }).locator('img');
  // Shown from the upload store, in a web size the server made of it.
  await expect.poll(() => loadedImage(uploaded)).toMatch(/\/api\/uploads\/[\w-]+-1\.avif$/);
  expect(await violations()).toEqual([]);
  // The photo was uploaded: cancelling the dialog deletes it again.
  const photo = new URL((await uploaded.getAttribute('src'))!, page.url()).pathname;
  expect((await page.request.get(photo)).status()).toBe(200);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(async () => (await page.request.get(photo)).status()).toBe(404);
});
