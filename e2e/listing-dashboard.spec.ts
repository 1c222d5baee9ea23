import type { Page } from '@playwright/test';
import { agencyToday, formatPrice, type HistoryRow, type Property } from '@estate/domain';
import { adminApi, cleanUp, removeProperties, signInAs, uniqueSuffix } from './support/admin';
import { expect, test } from './support/test';

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });

/** Moves the listing through its Change status dialog, and waits for the toast that says it moved. */
async function changeStatus(page: Page, title: string, move: string, closePrice?: number) {
  await page.getByRole('button', { name: `Change status of ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Change status: ${title}` });
  // As chooseAntdOption: a click can land while the dialog is still animating in, and be lost.
  await expect(async () => {
    await dialog.getByRole('radio', { name: move, exact: true }).check({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  if (closePrice !== undefined) await dialog.getByLabel('Close price').fill(String(closePrice));
  const moved = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/status') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Change status', exact: true }).click();
  expect((await moved).ok()).toBe(true);
  await expect(dialog).toBeHidden();
}

test('an admin takes a listing through a price cut, under contract and a sale in the dashboard, and its history records each step', async ({
  page,
  baseURL,
}) => {
  const keyword = uniqueSuffix();
  const title = `Lifecycle Villa ${keyword}`;
  const ids = new Set<string>();
  try {
    const api = await adminApi(baseURL!);
    try {
      const response = await api.post('/api/properties', {
        data: {
          title,
          address: '12 Grandin Rd, Cincinnati, OH 45208',
          neighborhood: 'Hyde Park',
          price: 1500000,
          bedrooms: 4,
          bathrooms: 3.5,
          squareFeet: 3600,
          description: 'A listing that goes from for sale to sold in the dashboard.',
          propertyType: 'Single Family',
          images: ['/media/homes/home-01.svg'],
          Latitude: 39.1365,
          Longitude: -84.4421,
        },
      });
      expect(response.status()).toBe(201);
      ids.add(((await response.json()) as Property).id);
    } finally {
      await api.dispose();
    }
    const [id] = ids;

    await signInAs(page);
    await page.goto('/admin/properties');
    await expect(rowOf(page, title)).toContainText('Active');

    // A price cut through the form is recorded as a price change of today.
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Property' });
    await edit.getByLabel('Price', { exact: true }).fill('1450000');
    await edit.getByRole('button', { name: 'Update Property' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(page, title)).toContainText(formatPrice(1450000));

    await changeStatus(page, title, 'Under contract');
    await expect(toast(page, 'Status changed to Under Contract')).toBeVisible();
    await expect(rowOf(page, title)).toContainText('Under Contract');

    await changeStatus(page, title, 'Sold', 1440000);
    await expect(toast(page, 'Status changed to Sold').first()).toBeVisible();
    const row = rowOf(page, title);
    await expect(row).toContainText('Sold');
    await expect(row).toContainText('Sold: an admin can correct the sale from its history');
    await expect(page.getByRole('button', { name: `Change status of ${title}`, exact: true })).toHaveCount(0);

    // The history lists each step, in order, as the demo admin's.
    await page.getByRole('button', { name: `History of ${title}`, exact: true }).click();
    const history = page.getByRole('dialog', { name: `History: ${title}` });
    const events = history.locator('tbody tr[data-row-key] td:nth-child(2)');
    await expect(events).toHaveText(['Listed', 'Price reduced', 'Under contract', 'Sold']);
    await expect(history.locator('tbody tr[data-row-key]').last()).toContainText(formatPrice(1440000));
    await history.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(history).toBeHidden();

    // The public history reads the sale (the public page's badge and history come from it).
    const publicHistory = (await (await page.request.get(`/api/properties/${id}/history`)).json()) as HistoryRow[];
    expect(publicHistory[0]).toEqual({ date: agencyToday(), event: 'Sold', price: 1440000 });
    await page.goto(`/property/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Sold for ${formatPrice(1440000)} on `)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Listing History' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Price reduced/ })).toBeVisible();
  } finally {
    await cleanUp(baseURL!, `the listing of ${keyword}`, (api) => removeProperties(api, keyword, ids));
  }
});
