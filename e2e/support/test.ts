import { test as base } from '@playwright/test';
import { trackRequests } from './networkQuiet';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with `page.goto` waiting until React has taken over the page (main.tsx
 * marks `<html data-hydrated>`). Public pages arrive rendered by the server and look ready
 * before their script runs: a test typing or choosing right away would race the hydration.
 * Pages opened without JavaScript are left as the server sent them. Its requests are counted
 * for networkQuiet.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    trackRequests(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && response?.headers()['content-type']?.startsWith('text/html')) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
