import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  inMapView,
  listingInArea,
  parseDrawnArea,
  parseMapView,
  POPUP_SEEN_STORAGE_KEY,
  type DrawnArea,
  type MapView,
  type Property,
} from '@estate/domain';

// /properties' map on the real stack (docs/product/site.md#listing): the seeded listings, placed by their coordinates.

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of the listings' });
const listing = (page: Page) => page.getByRole('list', { name: 'Properties for sale' });
const searchSwitch = (page: Page) => page.getByRole('switch', { name: 'Search as I move the map' });
/** The map's markers: clusters ('12 homes') and price pins ('$1.25M, 4 beds, …'). */
const markers = (page: Page) => mapRegion(page).getByRole('button', { name: /^\d[\d,]* homes?$|^\$[\d.]+[KMB]?, / });
const pins = (page: Page) => mapRegion(page).getByRole('button', { name: /^\$[\d.]+[KMB]?, \d+ beds?, [\d.]+ baths?, / });

const viewOf = (page: Page): MapView => {
  const value = new URL(page.url()).searchParams.get('view');
  const view = value ? parseMapView(value) : undefined;
  if (!view || 'refused' in view) throw new Error(`No readable view in ${page.url()}`);
  return view;
};

/** A visitor's drag of the map by (dx, dy) pixels. */
async function drag(page: Page, map: Locator, dx: number, dy: number) {
  // Below the filters on a laptop: in view first, where the mouse reaches it.
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/** The listing ids of the cards shown, in order. */
const listedIds = async (page: Page) =>
  (
    await listing(page)
      .getByRole('link', { name: /View Details/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  ).map((href) => href!.replace('/property/', ''));

/** Every listing GET /api/properties answers for these filters, all pages. */
async function everyListing(request: APIRequestContext, filters: Record<string, string>): Promise<Property[]> {
  const found: Property[] = [];
  let cursor: string | undefined;
  do {
    const response = await request.get('/api/properties', { params: { ...filters, limit: 50, ...(cursor ? { cursor } : {}) } });
    expect(response.status()).toBe(200);
    found.push(...((await response.json()) as Property[]));
    cursor = response.headers()['x-next-cursor'];
  } while (cursor);
  return found;
}

const areaOf = (page: Page): DrawnArea => {
  const value = new URL(page.url()).searchParams.get('area');
  const area = value ? parseDrawnArea(value) : undefined;
  if (!area || 'refused' in area) throw new Error(`No readable area in ${page.url()}`);
  return area;
};

test.beforeEach(async ({ context }) => {
  // The market-report popup would cover the page after 15 s or on exit intent.
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
});

test.describe('the map on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the listings beside the list; a pan with the switch on lists exactly the homes in view, and with it off moves the map alone', async ({
    page,
  }) => {
    await page.goto('/properties');
    await expect(mapRegion(page)).toBeVisible();
    await expect(markers(page).first()).toBeVisible();
    await expect(searchSwitch(page)).toBeChecked();
    // Opening the map writes nothing into the URL.
    expect(new URL(page.url()).searchParams.has('view')).toBe(false);

    const canvas = mapRegion(page).locator('canvas');
    const listed = page.waitForResponse((response) => /\/api\/properties\?(.*&)?view=/.test(response.url()));
    await drag(page, canvas, -120, 60);
    const answer = (await (await listed).json()) as Property[];
    const view = viewOf(page);
    // The list is the API's answer for the URL's view, and every home in it lies in that view.
    await expect.poll(() => listedIds(page)).toEqual(answer.map((property) => property.id));
    for (const property of answer) {
      expect(inMapView(view, property.Latitude!, property.Longitude!), `${property.id} lies in ${JSON.stringify(view)}`).toBe(true);
    }

    await searchSwitch(page).uncheck();
    const before = page.url();
    const moved = page.waitForResponse((response) => response.url().includes('/api/properties/map?'));
    await drag(page, canvas, 100, -40);
    await moved;
    expect(page.url()).toBe(before);
  });

  test("opens at the URL's view; a pin reached by Tab opens its card, which Escape closes, back on the pin", async ({ page }) => {
    // Around the Georgian Estate on Grandin Road, close enough (zoom 15 or more) for every home to be a pin.
    await page.goto('/properties?view=-84.449,39.129,-84.441,39.136');
    await expect(pins(page).first()).toBeVisible();
    await mapRegion(page).locator('canvas').focus();
    let focused = '';
    for (let step = 0; step < 10 && !/ baths?, /.test(focused); step += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(focused).toMatch(/^\$[\d.]+[KMB]?, \d+ beds?, [\d.]+ baths?, /);
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog');
    await expect(card.getByRole('link', { name: /View Details/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(page.getByRole('button', { name: focused, exact: true })).toBeFocused();
  });
});

test.describe('drawing the area on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a polygon drawn by its corners lists every home inside it and none outside, and its shared URL does without JavaScript', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // Hyde Park and Oakley, between Mount Adams and Madisonville.
    await page.goto('/properties?view=-84.5,39.11,-84.39,39.17');
    const canvas = mapRegion(page).locator('canvas');
    await expect(markers(page).first()).toBeVisible();
    await canvas.scrollIntoViewIfNeeded();
    const drawButton = page.getByRole('button', { name: 'Draw an area' });
    await drawButton.click();
    await expect(drawButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Click the corners of the area, then the first corner again')).toBeVisible();

    // A pentagon around the middle of the map; closed on its first corner.
    const box = (await canvas.boundingBox())!;
    const corner = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
    const corners = [corner(0.3, 0.3), corner(0.65, 0.25), corner(0.75, 0.6), corner(0.5, 0.75), corner(0.25, 0.6)];
    for (const { x, y } of [...corners, corners[0]!]) {
      await page.mouse.move(x, y, { steps: 4 });
      await page.mouse.click(x, y);
    }
    await expect(page).toHaveURL(/[?&]area=p%3A|[?&]area=p:/);
    await expect(drawButton).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Within the drawn area')).toBeVisible();
    const area = areaOf(page);
    expect(area.kind === 'polygon' && area.points.length).toBe(5);

    // Every public home inside the polygon (and the URL's view), by the one rule, and none outside: the API's answer for both.
    const view = viewOf(page);
    const all = await everyListing(request, {});
    const inside = all
      .filter((property) => listingInArea(property, area) && inMapView(view, property.Latitude!, property.Longitude!))
      .map((property) => property.id);
    expect(inside.length, 'the polygon holds homes to list').toBeGreaterThan(1);
    expect(inside.length, 'and leaves some out').toBeLessThan(all.length);
    const params = new URL(page.url()).searchParams;
    const answered = await everyListing(request, { area: params.get('area')!, view: params.get('view')! });
    expect(answered.map((property) => property.id).sort()).toEqual([...inside].sort());

    // The page lists the area's first page, as the API orders it.
    const firstPage = answered.slice(0, 12).map((property) => property.id);
    await expect.poll(() => listedIds(page)).toEqual(firstPage);

    // The shared URL, opened without JavaScript: the same homes, rendered by the server.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1280, height: 800 } });
    try {
      const shared = await noScript.newPage();
      await shared.goto(page.url());
      await expect(shared.getByText('Within the drawn area')).toBeVisible();
      expect(await listedIds(shared)).toEqual(firstPage);
    } finally {
      await noScript.close();
    }
  });
});

test.describe('the map on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows the list first, and the map or the list by the toggle', async ({ page }) => {
    await page.goto('/properties');
    const toggle = page.getByRole('group', { name: 'Show the homes as' });
    await expect(toggle.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(listing(page)).toBeVisible();
    await expect(mapRegion(page)).toHaveCount(0);

    await toggle.getByRole('button', { name: 'Map' }).click();
    await expect(markers(page).first()).toBeVisible();
    await expect(listing(page)).toBeHidden();

    await toggle.getByRole('button', { name: 'List' }).click();
    await expect(listing(page)).toBeVisible();
    await expect(mapRegion(page)).toHaveCount(0);
  });

  test('draws an area by a finger tapping its corners', async ({ page }) => {
    await page.goto('/properties?view=-84.5,39.11,-84.39,39.17');
    await page.getByRole('group', { name: 'Show the homes as' }).getByRole('button', { name: 'Map' }).tap();
    await expect(markers(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Draw an area' }).tap();
    const box = (await mapRegion(page).locator('canvas').boundingBox())!;
    const corners = [
      [0.3, 0.3],
      [0.7, 0.3],
      [0.6, 0.7],
    ].map(([x, y]) => ({ x: box.x + box.width * x!, y: box.y + box.height * y! }));
    for (const { x, y } of [...corners, corners[0]!]) await page.touchscreen.tap(x, y);
    await expect(page).toHaveURL(/[?&]area=p(%3A|:)/);
    const area = areaOf(page);
    expect(area.kind === 'polygon' && area.points.length).toBe(3);
    // The area is the search's: the list, shown again, says so.
    await page.getByRole('group', { name: 'Show the homes as' }).getByRole('button', { name: 'List' }).tap();
    await expect(page.getByText('Within the drawn area')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('the page is the list, across the whole width, with no map and no toggle', async ({ page }) => {
    await page.goto('/properties');
    await expect(listing(page).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Show the homes as' })).toBeHidden();
    const results = (await page.getByRole('region', { name: 'Properties' }).boundingBox())!;
    const content = (await page.getByRole('search', { name: 'Filter properties' }).boundingBox())!;
    expect(results.width).toBeGreaterThanOrEqual(content.width - 1);
  });
});
