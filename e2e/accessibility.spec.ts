import type { Locator, Page } from '@playwright/test';
import { POPUP_DELAY_MS, POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { cleanUp, removeLeads, signInAs, uniqueSuffix, withThrowawayAdmin } from './support/admin';
import { expectAccessible } from './support/axe';
import { watchViolations } from './support/contentSecurityPolicy';
import { settled } from './support/settled';
import { expect, test } from './support/test';
import { sendLead } from './support/visitorLeads';

/**
 * WCAG 2.2 AA as axe-core checks it in Chromium (support/axe.ts) on what opens over a page: every
 * dialog, drawer, menu and confirmation. Every page and dashboard tab as it loads is walked in
 * page-walk.spec.ts.
 */
test.describe.configure({ mode: 'parallel' });

const MOBILE = { width: 375, height: 812 };

/** Opens the dialog `opener` opens, checks it, and closes it with its Cancel button (nothing is changed). */
async function expectDialogAccessible(page: Page, opener: Locator, name: string | RegExp) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await settled(dialog);
  await expectAccessible(page, `the '${String(name)}' dialog`, '.ant-modal-wrap, [role="dialog"]');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('public pages', () => {
  // The market-report popup has its own check below; here it counts as already seen.
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
  });

  test('the open search overlay', async ({ page }) => {
    await page.goto('/search');
    const overlay = page.getByRole('dialog', { name: 'Find Your Dream Home' });
    await expect(overlay).toBeVisible();
    await settled(overlay);
    await expectAccessible(page, 'the search overlay');
  });

  test('the open photo gallery', async ({ page }) => {
    await page.goto('/property/hyde-park-georgian-estate');
    await page.getByRole('button', { name: /^View all \d+ photos$/ }).click();
    const gallery = page.getByRole('dialog', { name: /, full screen$/ });
    await expect(gallery).toBeVisible();
    await settled(gallery);
    await expectAccessible(page, 'the photo gallery');
  });

  test('the open mobile menu', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await settled(menu);
    await expectAccessible(page, 'the mobile menu');
  });
});

// Under the policy too: the page walk (page-walk.spec.ts) counts the popup as seen, so it never opens there.
test('the open market-report popup', async ({ page }) => {
  const cspViolations = await watchViolations(page);
  await page.clock.install();
  await page.goto('/about');
  await page.clock.fastForward(POPUP_DELAY_MS);
  const popup = page.getByRole('dialog', { name: 'Get Your Free Cincinnati Market Report' });
  await expect(popup).toBeVisible();
  await expect(popup.getByLabel('Name')).toBeVisible();
  await page.clock.runFor(1000);
  await expectAccessible(page, 'the popup');
  expect(await cspViolations()).toEqual([]);
});

test.describe('the dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page);
  });

  test('its dialogs, open', async ({ page }) => {
    await page.goto('/admin/properties');
    await expectDialogAccessible(page, page.getByRole('button', { name: 'Add Property' }), 'Add Property');
    await expectDialogAccessible(page, page.getByRole('button', { name: /^Change status of / }).first(), /^Change status: /);
    await page
      .getByRole('button', { name: /^History of / })
      .first()
      .click();
    const history = page.getByRole('dialog', { name: /^History: / });
    await expect(history.getByRole('button', { name: /^Correct / }).first()).toBeVisible();
    await settled(history);
    await expectAccessible(page, 'the listing history', '.ant-modal-wrap');
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    // Every neighborhood has its guide already, so Add is disabled: the edit dialog is the same form.
    await page.goto('/admin/neighborhoods');
    await expectDialogAccessible(page, page.getByRole('button', { name: /^Edit / }).first(), 'Edit Neighborhood');
    await page.goto('/admin/testimonials');
    await expectDialogAccessible(page, page.getByRole('button', { name: 'Add Testimonial' }), 'Add Testimonial');
    await page.goto('/admin/blog-posts');
    await expectDialogAccessible(page, page.getByRole('button', { name: 'Add Blog Post' }), 'Add Blog Post');
    await page.goto('/admin/users');
    await expectDialogAccessible(page, page.getByRole('button', { name: 'Add User' }), 'Add User');
  });

  test('its lead details, password reset and delete confirmations, open', async ({ page, baseURL, playwright }) => {
    const suffix = uniqueSuffix();
    const name = `Quinn Axe ${suffix}`;
    try {
      const id = await sendLead(playwright, baseURL!, {
        source: 'contact_form',
        name,
        email: `quinn+${suffix}@example.com`,
        phone: '513-555-0147',
        message: 'A lead to look at.',
      });
      await page.goto(`/admin/leads?lead=${id}`);
      const details = page.getByRole('dialog', { name: `Lead: ${name}` });
      await expect(details).toBeVisible();
      await settled(details);
      await expectAccessible(page, 'the lead details', '.ant-modal-wrap');
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      await expectDialogAccessible(page, page.getByRole('menuitem', { name: 'Delete' }), 'Delete this lead?');
    } finally {
      await cleanUp(baseURL!, `the lead of ${suffix}`, (api) => removeLeads(api, suffix));
    }

    await page.goto('/admin/properties');
    await expectDialogAccessible(page, page.getByRole('button', { name: /^Delete / }).first(), 'Delete Property');
    await page.goto('/admin/testimonials');
    await expectDialogAccessible(page, page.getByRole('button', { name: /^Delete / }).first(), /^Delete /);

    await withThrowawayAdmin(baseURL!, async (account) => {
      await page.goto('/admin/users');
      const row = page.locator('tr', { hasText: account.username });
      await expectDialogAccessible(page, row.getByRole('button', { name: 'Reset Password' }), 'Reset this password?');
      await expectDialogAccessible(page, row.getByRole('button', { name: 'Delete User' }), /^Delete/);
    });
  });
});
