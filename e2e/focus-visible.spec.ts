import { POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { elementsWithoutVisibleFocus } from './support/focusVisible';
import { expect, test } from './support/test';
import { networkQuiet } from './support/networkQuiet';

/**
 * WCAG 2.4.7 Focus Visible on the public pages a visitor tabs through most (support/focusVisible.ts);
 * the dashboard's tabs and its property dialog are walked in page-walk.spec.ts.
 */
test.describe.configure({ mode: 'parallel' });

test.describe('public pages', () => {
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
  });

  for (const path of ['/', '/properties', '/property/hyde-park-georgian-estate', '/contact', '/schedule-showing', '/blog', '/auth']) {
    test(`show where the focus is: ${path}`, async ({ page }) => {
      await page.goto(path);
      // Lazy parts (the sign-in form, the map) load after hydration.
      await networkQuiet(page);
      expect(await elementsWithoutVisibleFocus(page)).toEqual([]);
    });
  }
});
