// `npm run screenshots -- <folder>`: full-page pictures of the pages that show the brand (home, a
// listing, the dashboard's Properties tab) from the site `npm start` serves (or SITE_URL), at a
// laptop's width, as JPEG, to compare a restyle's before and after (docs/product/design.md).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './stack/chromiumPaths';
import { DEMO_ADMIN, SITE_URL } from './stack/config';

const folder = process.argv[2];
if (!folder) throw new Error('Usage: npm run screenshots -- <folder>');
const output = resolve(folder);
const siteUrl = process.env.SITE_URL ?? SITE_URL;
/** A listing of the seed data. */
const LISTING = 'hyde-park-georgian-estate';

/**
 * Loads the lazy images too (a full-page picture does not scroll to them) and waits until every
 * image is decoded and every animation has ended, so that two runs show the same frame.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Run in the page (a string: this project has no DOM types).
  await page.evaluate(`Promise.all([
    ...[...document.images].map((image) => {
      image.loading = 'eager';
      return image.decode().catch(() => undefined);
    }),
    ...document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
  ])`);
}

async function shoot(page: Page, name: string) {
  await settle(page);
  const path = join(output, `${name}.jpg`);
  await page.screenshot({ path, fullPage: true, type: 'jpeg', quality: 70, animations: 'disabled' });
  console.log(`  ${path}`);
}

mkdirSync(output, { recursive: true });
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
try {
  // Reduced motion holds the home page's slider on its first slide.
  const page = await browser.newPage({ baseURL: siteUrl, viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  await page.goto('/');
  await shoot(page, 'home');
  await page.goto(`/property/${LISTING}`);
  await shoot(page, 'property');
  await page.goto('/auth');
  await page.getByLabel('Username').fill(DEMO_ADMIN.username);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
  await page.goto('/admin/properties');
  await page.getByRole('table').waitFor();
  await shoot(page, 'admin-properties');
} finally {
  await browser.close();
}
