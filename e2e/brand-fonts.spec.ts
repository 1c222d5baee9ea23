import { BRAND_TYPEFACES } from '@estate/domain';
import { expect, test as base, type Page } from '@playwright/test';
import { test } from './support/test';

const PAGES = ['/', '/property/hyde-park-georgian-estate'];
const SITE = new URL(process.env.SITE_URL ?? 'http://localhost:5000').origin;

/** Layout shifts not caused by input, summed as CLS sums them, over the page's life so far. */
const layoutShift = (page: Page) =>
  page.evaluate(`new Promise((resolve) => {
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // The buffered entries arrive in the observer's first callback, a task away.
    setTimeout(() => resolve(sum), 500);
  })`) as Promise<number>;

/** The brand faces the page has loaded, as `family style`. (document.fonts.check would count the whole Latin files too, which no page here needs.) */
const loadedFaces = (page: Page) =>
  page.evaluate(
    `[...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '') + ' ' + face.style)`,
  ) as Promise<string[]>;

for (const path of PAGES) {
  test(`${path} on a cold load: the brand's faces as WOFF2 from the site itself, the heading and body faces preloaded, nothing else`, async ({
    page,
  }) => {
    const fonts: { url: string; type: string }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'font')
        void request.response().then((response) => fonts.push({ url: request.url(), type: response?.headers()['content-type'] ?? '' }));
    });
    await page.goto(path);
    await page.evaluate('document.fonts.ready');
    await expect.poll(() => fonts.length).toBeGreaterThanOrEqual(2);
    for (const { url, type } of fonts) {
      expect(new URL(url).origin).toBe(SITE);
      expect(new URL(url).pathname).toMatch(/^\/assets\/[a-z-]+-[\w-]+\.woff2$/);
      expect(type).toBe('font/woff2');
    }
    // The files cut to the site's characters, never Fontsource's whole Latin files.
    expect(fonts.map(({ url }) => new URL(url).pathname.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual(
      expect.arrayContaining(['/assets/cormorant-garamond-normal', '/assets/inter-normal']),
    );
    expect(fonts.some(({ url }) => url.includes('latin-wght'))).toBe(false);
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The upright heading and body faces of the first screen; not the italic of the testimonials' quotes.
    expect(preloads.map((href) => href?.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual([
      '/assets/cormorant-garamond-normal',
      '/assets/inter-normal',
    ]);
    const { heading, body } = BRAND_TYPEFACES;
    expect(await loadedFaces(page)).toEqual(expect.arrayContaining([`${heading.family} normal`, `${body.family} normal`]));
  });
}

base.describe('while the brand fonts load', () => {
  for (const path of PAGES) {
    base(`${path} shows its text at once in the resized local faces, and the swap moves nothing`, async ({ page }) => {
      // The fonts arrive only once the page has been painted without them: the swap is always seen.
      let release: () => void = () => undefined;
      const painted = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        await painted;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
      expect(await loadedFaces(page)).not.toContain(`${BRAND_TYPEFACES.heading.family} normal`);
      release();
      await page.evaluate('document.fonts.ready');
      expect(await loadedFaces(page)).toEqual(expect.arrayContaining([`${BRAND_TYPEFACES.heading.family} normal`]));
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }
});
