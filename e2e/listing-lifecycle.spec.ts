import { expect, test } from './support/test';
import { formatPrice, type NeighborhoodName } from '@estate/domain';
import { seededStatus, soldListings } from '../scripts/seed-data';

/** The seed's sales of the past 12 months, with what the record counts of each (docs/product/site.md#recent-sales). */
const closedDaysAgo = (sale: (typeof soldListings)[number]) => sale.steps!.find((step) => 'to' in step && step.to === 'Closed')!.daysAgo;
const closePrice = (sale: (typeof soldListings)[number]) =>
  sale.steps!.flatMap((step) => ('closePrice' in step && step.closePrice ? [step.closePrice] : []))[0]!;
const lastYear = soldListings.filter((sale) => closedDaysAgo(sale) <= 364);
const publicVolume = (sales: typeof soldListings) =>
  sales.filter((sale) => sale.showSoldPrice !== false).reduce((sum, sale) => sum + closePrice(sale), 0);

const tudor = soldListings.find((sale) => sale.id === 'hyde-park-erie-avenue-tudor')!;

test.describe('a listing with a life, as visitors see it', () => {
  test('a sold home keeps its page: badge, "Sold for", history, and a SoldOut offer with the close price', async ({ page }) => {
    const response = await page.goto(`/property/${tudor.id}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByText('Sold', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`^Sold for ${formatPrice(closePrice(tudor)).replace('$', '\\$')} on `))).toBeVisible();
    const history = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Event' }) });
    await expect(history.getByRole('row')).toHaveCount(4);
    await expect(history.getByRole('row').nth(1)).toContainText('Sold');
    await expect(page.getByText(/days on market$/)).toBeVisible();
    // The page's own actions (the header keeps its general Schedule a Showing).
    const actions = page.getByRole('complementary', { name: 'Interested in this property?' });
    await expect(actions.getByText('This home has sold')).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Schedule a Showing' })).toHaveCount(0);

    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const offer = data.map((text) => JSON.parse(text) as { offers?: Record<string, unknown> }).find((item) => item.offers)!.offers!;
    expect(offer).toMatchObject({ availability: 'https://schema.org/SoldOut', price: closePrice(tudor) });
    expect(typeof offer.availabilityEnds).toBe('string');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the status filter is a plain form choice: Sold lists the sold homes only', async ({ page }) => {
      await page.goto('/properties?status=sold');
      const list = page.getByRole('list', { name: 'Sold properties' });
      await expect(list.getByRole('heading', { name: tudor.title })).toBeVisible();
      const soldTitles = new Set(soldListings.map((sale) => sale.title));
      for (const title of await list.getByRole('heading').allTextContents()) expect(soldTitles.has(title)).toBe(true);
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('sold');

      await page.goto('/properties');
      await expect(page.getByRole('list', { name: 'Properties for sale' }).getByRole('heading', { name: tudor.title })).toHaveCount(0);
    });
  });

  test('/sold shows the record of the past 12 months, computed from the sales', async ({ page }) => {
    await page.goto('/sold');
    const total = page.getByLabel('All sales');
    await expect(total.getByText('Homes sold').locator('xpath=following-sibling::dd')).toHaveText(String(lastYear.length));
    await expect(total.getByText('Sales volume').locator('xpath=following-sibling::dd')).toHaveText(formatPrice(publicVolume(lastYear)));
    const hydePark: NeighborhoodName = 'Hyde Park';
    const inHydePark = lastYear.filter((sale) => sale.neighborhood === hydePark);
    await expect(page.getByRole('row', { name: new RegExp(`^${hydePark}`) })).toContainText(
      `${inHydePark.length}${formatPrice(publicVolume(inHydePark))}`,
    );
    await expect(page.getByRole('list', { name: 'Sold properties' }).getByRole('listitem')).toHaveCount(lastYear.length);
    expect(seededStatus(tudor)).toBe('Closed');
  });
});
