import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatPrice, formatSquareFeet, POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { listingsForSale as properties } from '../scripts/seed-data';
import { chooseAntdOption, cleanUp, leadsMatching, removeLeads, uniqueSuffix } from './support/admin';

/** The API's page size: the listing shows this many before 'Load More'. */
const PAGE_SIZE = 12;

const listing = (page: Page) => page.getByRole('list', { name: 'Properties for sale' });
const cards = (page: Page) => listing(page).getByRole('listitem');
const filters = (page: Page) => page.getByRole('search', { name: 'Filter properties' });

/** The titles of the cards shown, in order. */
const cardTitles = (page: Page) => listing(page).getByRole('heading').allTextContents();

const SEEDED_TITLES = new Set(properties.map((property) => property.title));

/**
 * The seeded listings among the cards shown, in order. The dashboard's test adds listings of its
 * own while this spec runs (newer than any seeded one), so no test here counts or orders the rest.
 */
const seededCardTitles = async (page: Page) => (await cardTitles(page)).filter((title) => SEEDED_TITLES.has(title));

/** The first dollar amount of each card (its price), in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => Number(/\$([\d,]+)/.exec(text)![1]!.replace(/,/g, '')));
}

const titlesOf = (list: typeof properties) => list.map((property) => property.title).sort();

/** The next Monday after today, 'YYYY-MM-DD' in local time: never past, never a Sunday. */
function nextMonday(): string {
  const day = new Date();
  day.setDate(day.getDate() + ((8 - day.getDay()) % 7 || 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test.beforeEach(async ({ context }) => {
  // The market-report popup would cover the page after 15 s or on exit intent.
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
});

test.describe('the listing', () => {
  test('filters by the neighborhood in the URL', async ({ page }) => {
    await page.goto('/properties?neighborhood=Hyde+Park');
    await expect(page).toHaveTitle('Luxury Properties | Cincinnati Luxury Real Estate');
    await expect(page.getByRole('heading', { level: 1, name: 'Luxury Properties in Cincinnati' })).toBeVisible();
    await expect(filters(page).getByLabel('Location')).toHaveValue('Hyde Park');

    const hydePark = properties.filter((property) => property.neighborhood === 'Hyde Park');
    await expect.poll(async () => (await seededCardTitles(page)).sort()).toEqual(titlesOf(hydePark));
    // The count says how many cards there are.
    const shown = await cards(page).count();
    await expect(page.getByRole('heading', { name: /^Showing \d+ propert/ })).toHaveText(
      `Showing ${shown} ${shown === 1 ? 'property' : 'properties'}`,
    );
  });

  test('a new property type updates the URL and the results', async ({ page }) => {
    await page.goto('/properties?neighborhood=Hyde+Park');
    const hydePark = properties.filter((property) => property.neighborhood === 'Hyde Park');
    await expect.poll(async () => (await seededCardTitles(page)).sort()).toEqual(titlesOf(hydePark));

    await filters(page).getByLabel('Property Type').selectOption('Condo');
    await expect(page).toHaveURL(/\/properties\?neighborhood=Hyde\+Park&propertyType=Condo$/);
    const condos = hydePark.filter((property) => property.propertyType === 'Condo');
    await expect.poll(async () => (await seededCardTitles(page)).sort()).toEqual(titlesOf(condos));

    // The default removes the filter again.
    await filters(page).getByLabel('Location').selectOption('All Neighborhoods');
    await expect(page).toHaveURL(/\/properties\?propertyType=Condo$/);
    const allCondos = properties.filter((property) => property.propertyType === 'Condo');
    await expect.poll(async () => (await seededCardTitles(page)).sort()).toEqual(titlesOf(allCondos));
  });

  test('sorts by price, low to high', async ({ page }) => {
    await page.goto('/properties?propertyType=Single+Family');
    await filters(page).getByLabel('Sort').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price_asc/);
    const singleFamily = [...properties.filter((property) => property.propertyType === 'Single Family')].sort((a, b) => a.price - b.price);
    await expect.poll(() => seededCardTitles(page)).toEqual(singleFamily.map((property) => property.title));
    // Listings other tests add are in their place too.
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('applies a popular search range that is none of the options, and shows it', async ({ page }) => {
    await page.goto('/properties?minPrice=750000&maxPrice=1500000');
    await expect(filters(page).getByLabel('Price Range').locator('option:checked')).toHaveText('$750K - $1.5M');
    const inRange = properties.filter((property) => property.price >= 750_000 && property.price <= 1_500_000);
    await expect.poll(async () => (await seededCardTitles(page)).sort()).toEqual(titlesOf(inRange));
    expect((await cardPrices(page)).filter((price) => price < 750_000 || price > 1_500_000)).toEqual([]);
  });

  test('loads the rest with Load More, which then disappears', async ({ page }) => {
    expect(properties.length).toBeGreaterThan(PAGE_SIZE);
    await page.goto('/properties');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const newest = [...properties].sort((a, b) => a.listedDaysAgo - b.listedDaysAgo).map((property) => property.title);
    // Listings other tests add come first (they are the newest); the seeded ones follow in order.
    const firstPage = await seededCardTitles(page);
    expect(firstPage).toEqual(newest.slice(0, firstPage.length));

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => seededCardTitles(page)).toEqual(newest);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  });

  test('shows the empty state, and Clear Filters shows everything again', async ({ page }) => {
    await page.goto('/properties?neighborhood=Downtown&propertyType=Land');
    await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test('applies the keyword box', async ({ page }) => {
    const loft = properties.find((property) => /loft/i.test(property.title))!;
    await page.goto('/properties');
    await filters(page).getByLabel('Keyword').fill('loft');
    await filters(page).getByLabel('Keyword').press('Enter');
    await expect(page).toHaveURL(/search=loft/);
    await expect(listing(page).getByRole('heading', { name: loft.title })).toBeVisible();
  });
});

test.describe('the property page', () => {
  const home = properties.find((property) => property.images.length > 2)!;

  test('shows a seeded property: title, price, square feet, and a carousel', async ({ page }) => {
    await page.goto(`/property/${home.id}`);
    await expect(page.getByRole('heading', { level: 1, name: home.title })).toBeVisible();
    await expect(page).toHaveTitle(`${home.title} | Cincinnati Luxury Real Estate`);
    // The header's price first; the listing history repeats it.
    await expect(page.getByText(formatPrice(home.price), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(formatSquareFeet(home.squareFeet), { exact: true })).toBeVisible();
    await expect(page.getByText(home.description)).toBeVisible();

    const carousel = page.getByRole('region', { name: `Photos of ${home.title}` });
    const previous = carousel.getByRole('button', { name: 'Previous image' });
    const next = carousel.getByRole('button', { name: 'Next image' });
    await expect(carousel.getByText(`1 / ${home.images.length}`)).toBeVisible();
    const photo = await carousel
      .getByRole('group', { name: `1 of ${home.images.length}` })
      .getByRole('img')
      .boundingBox();
    expect(photo?.height).toBe(500);
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(carousel.getByText(`2 / ${home.images.length}`)).toBeVisible();
    await previous.click();
    await expect(carousel.getByText(`1 / ${home.images.length}`)).toBeVisible();
    await carousel.focus();
    for (let step = 1; step < home.images.length; step += 1) await page.keyboard.press('ArrowRight');
    await expect(carousel.getByText(`${home.images.length} / ${home.images.length}`)).toBeVisible();
    await expect(next).toBeDisabled();
  });

  test('is the same page at /properties/{id}, and schedules a showing of this property', async ({ page }) => {
    await page.goto(`/properties/${home.id}`);
    await expect(page.getByRole('heading', { level: 1, name: home.title })).toBeVisible();
    await page.getByRole('link', { name: 'Schedule a Showing' }).last().click();
    await expect(page).toHaveURL(`/schedule-showing?propertyId=${home.id}`);
    await expect(page.getByRole('form', { name: 'Schedule a Showing' }).getByText(`${home.title} - ${home.address}`)).toBeVisible();
  });

  test('says Property Not Found for an unknown id', async ({ page }) => {
    await page.goto('/property/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
    await expect(page.getByText("The property you're looking for may have been removed or is no longer available.")).toBeVisible();
    await page.getByRole('link', { name: 'View All Properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });
});

test('a showing request is stored as a schedule_form lead the admin sees', async ({ page, baseURL }) => {
  // The first option (they are ordered by title): a long list only renders the options in view.
  const home = [...properties].sort((a, b) => a.title.localeCompare(b.title))[0]!;
  const suffix = uniqueSuffix();
  const name = `Dana Whitfield ${suffix}`;
  const email = `showing+${suffix}@example.com`;
  const date = nextMonday();
  try {
    await page.goto('/schedule-showing');
    await expect(page).toHaveTitle('Schedule a Showing | Cincinnati Luxury Real Estate');
    const form = page.getByRole('form', { name: 'Schedule a Showing' });
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone Number').fill('(513) 555-0199');
    await form.getByLabel('Email Address').fill(email);
    await chooseAntdOption(page, form.getByLabel('Property of Interest (Optional)'), `${home.title} - ${home.address}`);
    await form.getByLabel('Preferred Date').fill(date);
    await form.getByLabel('Preferred Date').press('Enter');
    await chooseAntdOption(page, form.getByLabel('Preferred Time'), '10:00 AM');
    await form.getByLabel('Additional Information (Optional)').fill('We would love to see the garden.');
    await form.getByRole('button', { name: 'Schedule Showing' }).click();

    await expect(page.getByText('Showing Scheduled!')).toBeVisible();
    await expect(page.getByText("We'll confirm your appointment shortly via email and phone.")).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('');

    const stored = await leadsMatching(baseURL!, suffix);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name,
      email,
      source: 'schedule_form',
      interest: 'buying',
      propertyId: home.id,
      preferredDate: date,
      preferredTime: '10:00 AM',
      message: `Property: ${home.id}\nPreferred date: ${date}\nPreferred time: 10:00 AM\nAdditional information: We would love to see the garden.`,
    });
  } finally {
    await cleanUp(baseURL!, `the lead of ${suffix}`, (api) => removeLeads(api, suffix));
  }
});
