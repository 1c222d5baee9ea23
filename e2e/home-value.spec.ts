import type { APIRequestContext } from '@playwright/test';
import { agencyToday, HOME_VALUE_TEXTS, type Property } from '@estate/domain';
import { adminApi, cleanUp, removeLeads, uniqueSuffix } from './support/admin';
import { expect, test } from './support/test';

/** Four Hyde Park homes of about 3,000 sq ft, sold today: with the seed's sales, enough comparables for an estimate. */
const SALES = [
  { street: 'Erie Ave', squareFeet: 2_900, bedrooms: 4, bathrooms: 3, price: 905_000, Latitude: 39.1372, Longitude: -84.4418 },
  { street: 'Michigan Ave', squareFeet: 3_100, bedrooms: 4, bathrooms: 3.5, price: 990_000, Latitude: 39.1351, Longitude: -84.4447 },
  { street: 'Observatory Ave', squareFeet: 2_800, bedrooms: 3, bathrooms: 2.5, price: 860_000, Latitude: 39.1342, Longitude: -84.4402 },
  { street: 'Grandin Rd', squareFeet: 3_300, bedrooms: 5, bathrooms: 3.5, price: 1_080_000, Latitude: 39.1383, Longitude: -84.4461 },
];

/** Lists and sells each home as an admin would, and answers their ids and addresses. */
async function sellHomes(api: APIRequestContext, suffix: string): Promise<{ id: string; address: string }[]> {
  const sold: { id: string; address: string }[] = [];
  for (const [index, { street, price, ...facts }] of SALES.entries()) {
    const address = `${3500 + index} ${street} ${suffix}, Cincinnati, OH 45208`;
    const created = await api.post('/api/properties', {
      data: {
        title: `Valuation comparable ${index + 1} ${suffix}`,
        address,
        neighborhood: 'Hyde Park',
        price,
        description: 'A home sold for the valuation page’s end-to-end test.',
        propertyType: 'Single Family',
        images: [`/media/homes/home-0${index + 1}.svg`],
        ...facts,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as Property;
    sold.push({ id, address });
    const closed = await api.post(`/api/properties/${id}/status`, {
      data: { StandardStatus: 'Closed', date: agencyToday(), ClosePrice: price },
    });
    expect(closed.status(), await closed.text()).toBe(200);
  }
  return sold;
}

/**
 * docs/product/site.md#home-value through the real stack: an owner finds their home by its address,
 * sees the range and the sales it came from, removes one and sees the range move, and saves the
 * estimate as a seller lead, then asks for an agent's opinion.
 */
test('an owner values their home from the sales around it, removes a comparable, and saves the estimate', async ({ page, baseURL }) => {
  const suffix = uniqueSuffix();
  const sold: { id: string; address: string }[] = [];
  try {
    const api = await adminApi(baseURL!);
    try {
      sold.push(...(await sellHomes(api, suffix)));
    } finally {
      await api.dispose();
    }
    const [home, comparable] = sold as [{ id: string; address: string }, { id: string; address: string }];

    // Once the addresses know the sold home (its projection may follow its trigger by a moment).
    await expect(async () => {
      const known = await page.request.get('/api/valuations/addresses', { params: { q: `3500 Erie Ave ${suffix}` } });
      expect(((await known.json()) as { id: string }[]).map(({ id }) => id)).toContain(home.id);
    }).toPass({ timeout: 30_000 });

    await page.goto('/home-value');
    await expect(page.getByRole('heading', { level: 1, name: HOME_VALUE_TEXTS.pageTitle })).toBeVisible();
    // The address box offers the sold home (its sale is public), and choosing it fills the facts.
    const address = page.getByRole('combobox', { name: 'Address' });
    await address.fill(`3500 Erie Ave ${suffix}`);
    await expect(page.getByRole('option', { name: new RegExp(home.address) })).toBeVisible();
    await page.getByRole('option', { name: new RegExp(home.address) }).click();
    await expect(page.getByLabel('Living area (sq ft)')).toHaveValue('2900');
    await expect(page.getByLabel('Bedrooms')).toHaveValue('4');
    await expect(page.getByLabel('Neighborhood')).toHaveValue('Hyde Park');
    await page.getByLabel('Condition').selectOption('Good');

    // The range at once, with the sales it came from.
    const range = page.getByText(/^From \$[\d,]+ to \$[\d,]+$/);
    await expect(range).toBeVisible();
    await expect(page.getByText(/^(High|Medium|Low) confidence$/)).toBeVisible();
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    const card = page.getByRole('article', { name: comparable.address });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Sold for \$990,000 on /)).toBeVisible();
    await expect(card.getByRole('row', { name: /^Living area/ })).toContainText('-200 sq ft');
    await expect(page.getByRole('heading', { name: 'How this estimate was made' })).toBeVisible();

    // Removing a comparable asks again without it: the range moves, and the one before is shown.
    const before = await range.textContent();
    await card.getByRole('button', { name: `Remove ${comparable.address}` }).click();
    await expect(page.getByRole('article', { name: comparable.address })).toHaveCount(0);
    await expect(page.getByText(/^Before your change: /)).toContainText(before!.replace(/^From /, 'from '));
    await expect(range).not.toHaveText(before!);

    // The estimate saved as a seller lead, then an agent's opinion asked for.
    const form = page.getByRole('form', { name: 'Save your estimate' });
    await form.getByLabel('Name').fill(`Valuation Owner ${suffix}`);
    await form.getByLabel('Email', { exact: true }).fill(`owner-${suffix}@example.com`);
    await form.getByLabel(HOME_VALUE_TEXTS.followUpConsent).check();
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/valuations/leads');
    await form.getByRole('button', { name: 'Save My Estimate' }).click();
    expect((await saved).status()).toBe(201);
    await expect(page.getByText('Estimate Saved!')).toBeVisible();
    await page.getByRole('button', { name: HOME_VALUE_TEXTS.agentOpinion }).click();
    await expect(page.getByText(HOME_VALUE_TEXTS.opinionAsked)).toBeVisible();
  } finally {
    await cleanUp(baseURL!, 'the valuation test’s sales and lead', async (api) => {
      await removeLeads(api, suffix);
      for (const { id } of sold) await api.delete(`/api/properties/${encodeURIComponent(id)}`);
    });
  }
});
