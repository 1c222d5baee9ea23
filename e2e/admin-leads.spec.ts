import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { chooseAntdOption, cleanUp, removeLeads, signInAs, uniqueSuffix } from './support/admin';

interface TestLead {
  name: string;
  email: string;
  message: string;
}

/** Two leads of this run only: every name and email carries its suffix, which the search finds. */
function testLeads(suffix: string) {
  return {
    seller: {
      name: `Avery Seller ${suffix}`,
      email: `avery+${suffix}@example.com`,
      message: 'Please call me about selling my condo in Oakley.',
    },
    buyer: {
      name: `Blake Buyer ${suffix}`,
      email: `blake+${suffix}@example.com`,
      message: 'I am looking for a four-bedroom home in Hyde Park.',
    },
  };
}

async function sendContactLead(page: Page, lead: TestLead) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(lead.name);
  await form.getByLabel('Email').fill(lead.email);
  await form.getByLabel('Message').fill(lead.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!')).toBeVisible();
}

/** The names in the leads table, in its order. */
const listedNames = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)');

test.describe('the Leads tab', () => {
  // The market-report popup is tested with the shell; here it counts as already seen.
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
  });

  test('finds leads sent from the contact form by search and source, exports them, and bulk-deletes them', async ({ page, baseURL }) => {
    const suffix = uniqueSuffix();
    const leads = testLeads(suffix);
    try {
      await sendContactLead(page, leads.seller);
      await sendContactLead(page, leads.buyer);

      await signInAs(page);
      await page.goto('/admin/leads');
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

      await page.getByLabel('Search', { exact: true }).fill(suffix);
      await expect(page).toHaveURL(new RegExp(`/admin/leads\\?search=${suffix}$`));
      await expect(listedNames(page)).toHaveText([leads.buyer.name, leads.seller.name]);

      await chooseAntdOption(page, page.getByLabel('Source', { exact: true }), 'Investor form');
      await expect(page).toHaveURL(new RegExp(`search=${suffix}&source=investor_form$`));
      await expect(page.getByText('No leads found')).toBeVisible();
      await chooseAntdOption(page, page.getByLabel('Source', { exact: true }), 'Contact form');
      await expect(listedNames(page)).toHaveText([leads.buyer.name, leads.seller.name]);

      await chooseAntdOption(page, page.getByLabel('Sort', { exact: true }), 'Oldest first');
      await expect(page).toHaveURL(new RegExp(`search=${suffix}&source=contact_form&sortOrder=asc$`));
      // The filters live in the URL: a reload keeps them.
      await page.reload();
      await expect(page.getByLabel('Search', { exact: true })).toHaveValue(suffix);
      await expect(listedNames(page)).toHaveText([leads.seller.name, leads.buyer.name]);

      const row = page.locator('tr.ant-table-row', { hasText: leads.buyer.name });
      await row.getByRole('button', { name: `Actions for ${leads.buyer.name}` }).click();
      await page.getByRole('menuitem', { name: 'View details' }).click();
      const details = page.getByRole('dialog', { name: `Lead: ${leads.buyer.name}` });
      await expect(details.getByRole('link', { name: leads.buyer.email })).toHaveAttribute('href', `mailto:${leads.buyer.email}`);
      await expect(details.getByText(leads.buyer.message)).toBeVisible();
      await expect(details.getByText('Contact form', { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csvFile = await download;
      await expect(page.getByText('Export Complete')).toBeVisible();
      expect(csvFile.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csvRows = (await readFile(await csvFile.path(), 'utf8')).split('\r\n');
      expect(csvRows[0]).toMatch(/^"id","createdAt","name","email",/);
      expect(csvRows.slice(1)).toEqual([
        expect.stringContaining(`"${leads.seller.name}","${leads.seller.email}"`),
        expect.stringContaining(`"${leads.buyer.name}","${leads.buyer.email}"`),
      ]);

      // Only this run's two leads are listed; they are selected one by one all the same.
      await page.getByLabel(`Select ${leads.seller.name}`).check();
      await page.getByLabel(`Select ${leads.buyer.name}`).check();
      await page.getByRole('button', { name: 'Delete (2)' }).click();
      const confirmation = page.getByRole('dialog', { name: 'Delete 2 leads?' });
      await confirmation.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Selected leads deleted successfully')).toBeVisible();
      await expect(page.getByText('No leads found')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Delete \(/ })).toHaveCount(0);

      const remaining = (await (await page.request.get(`/api/debug/leads?search=${suffix}`)).json()) as unknown[];
      expect(remaining).toEqual([]);
    } finally {
      await cleanUp(baseURL!, `the leads of ${suffix}`, (api) => removeLeads(api, suffix));
    }
  });

  test("the Overview's Recent Leads open in the Leads tab, usable 375px wide, where a row's menu deletes a lead", async ({
    page,
    baseURL,
  }) => {
    const suffix = uniqueSuffix();
    const { seller } = testLeads(suffix);
    try {
      await sendContactLead(page, seller);
      await signInAs(page);
      await page.goto('/admin');

      // This test's own lead, not simply the newest: that may be another test's, which it can delete
      // at any moment. Its lead is among the newest five: with two workers, the one other test
      // running sends two leads at most in the meantime.
      const recent = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Recent Leads' }) });
      const ownRow = recent.locator('tr.ant-table-row', { hasText: seller.name });
      await ownRow.getByRole('button', { name: `View ${seller.name}` }).click();
      await expect(page).toHaveURL(/\/admin\/leads\?lead=/);
      await expect(page.getByRole('dialog', { name: `Lead: ${seller.name}` })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`/admin/leads?search=${suffix}`);
      await expect(listedNames(page)).toHaveText([seller.name]);
      // The tab's content never scrolls sideways; the table does.
      expect(await page.getByRole('main').evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);
      const table = page.locator('.ant-table-content');
      expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

      const row = page.locator('tr.ant-table-row', { hasText: seller.name });
      await row.getByRole('button', { name: `Actions for ${seller.name}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete this lead?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Lead deleted successfully')).toBeVisible();
      await expect(page.getByText('No leads found')).toBeVisible();
    } finally {
      await cleanUp(baseURL!, `the lead of ${suffix}`, (api) => removeLeads(api, suffix));
    }
  });
});
