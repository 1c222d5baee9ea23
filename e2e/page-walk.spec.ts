import { POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { DASHBOARD_PATHS, signInAs } from './support/admin';
import { expectAccessible } from './support/axe';
import { visitUnderPolicy, watchViolations } from './support/contentSecurityPolicy';
import { elementsWithoutVisibleFocus } from './support/focusVisible';
import { loadedImage } from './support/loadedImage';
import { onePagePerPublicPage } from './support/publicPages';
import { settled } from './support/settled';
import { expect, test } from './support/test';

/**
 * Every page, opened once for all the checks its load allows: it carries the
 * Content-Security-Policy and HSTS, and nothing on it breaks the policy (support/contentSecurityPolicy.ts);
 * it has no serious or critical WCAG 2.2 AA violation (support/axe.ts); and on the dashboard's
 * tabs, every element the Tab key reaches shows its focus (support/focusVisible.ts). One address of
 * each public page: the pages of one kind share their code and their sources.
 */
test.describe.configure({ mode: 'parallel' });

const SHARDS = 2;
const shard = <T>(items: readonly T[], part: number) => items.filter((_, index) => index % SHARDS === part);

test.describe('public pages', () => {
  // The market-report popup has its own checks (accessibility.spec.ts); here it counts as already seen.
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
  });

  for (let part = 0; part < SHARDS; part += 1) {
    test(`every public route, part ${part + 1} of ${SHARDS}: under the policy, accessible`, async ({ page }) => {
      const violations = await watchViolations(page);
      for (const path of shard(await onePagePerPublicPage(page.request), part)) {
        await visitUnderPolicy(page, path);
        expect(await violations(), path).toEqual([]);
        await expectAccessible(page, path);
      }
    });
  }
});

test.describe('the dashboard', () => {
  test.use({ reducedMotion: 'reduce' });

  for (let part = 0; part < SHARDS; part += 1) {
    test(`every tab, part ${part + 1} of ${SHARDS}: under the policy, accessible, showing where the focus is`, async ({ page }) => {
      const violations = await watchViolations(page);
      await signInAs(page);
      for (const path of shard(DASHBOARD_PATHS, part)) {
        await visitUnderPolicy(page, path);
        expect(await violations(), path).toEqual([]);
        await expectAccessible(page, path);
        expect(await elementsWithoutVisibleFocus(page), path).toEqual([]);
      }
    });
  }

  test('the property dialog: showing where the focus is, and under the policy with a photo uploaded', async ({ page }) => {
    const violations = await watchViolations(page);
    await signInAs(page);
    await visitUnderPolicy(page, '/admin/properties');
    await page.getByRole('button', { name: 'Add Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Property' });
    await expect(dialog).toBeVisible();
    await settled(dialog);
    expect(await elementsWithoutVisibleFocus(page, '.ant-modal-wrap'), 'the Add Property dialog').toEqual([]);
    await dialog.locator('input[type="file"]').setInputFiles({
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
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(async () => (await page.request.get(photo)).status()).toBe(404);
  });
});
