import { type Page, type Route } from '@playwright/test';
import { expect, test } from './support/test';
import { POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { signInAs } from './support/admin';

/** The paths of the requests the page has sent, and whether one asked for the built chunk named `chunk`. */
function trackChunks(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return (chunk: string) => requested.some((path) => path.startsWith(`/assets/${chunk}-`));
}

/** Holds the requests `pattern` matches until `release()`. */
async function holdRequests(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(pattern, async (route: Route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
});

test("a tab's code is asked for while GET /api/user is answered, and the Properties tab's rows show before its dialogs' code, which a pointer brings", async ({
  page,
}) => {
  await signInAs(page);
  const asked = trackChunks(page);
  // GET /api/user waits (up to expect's timeout) for the tab's chunk to be asked for: had the chunk waited for it, it never would be.
  let tabCodeFirst = false;
  await page.route('**/api/user', async (route) => {
    tabCodeFirst = await expect
      .poll(() => asked('PropertiesTab'))
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    await route.continue();
  });
  // Away from the tab: no pointer comes into it until the test moves one there.
  await page.mouse.move(0, 0);
  await page.goto('/admin/properties');
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  await page.unroute('**/api/user');
  expect(tabCodeFirst).toBe(true);
  for (const chunk of ['PropertyDialog', 'ChangeStatusDialog', 'PropertyHistoryDialog', 'DatePickerField'])
    expect(asked(chunk)).toBe(false);

  await page.getByRole('heading', { level: 1, name: 'Properties' }).hover();
  await expect.poll(() => asked('PropertyDialog')).toBe(true);
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Property' })).toBeVisible();
});

test("the Overview shows its figures before the charts' code arrives, and the charts then take their placeholder's place without moving anything", async ({
  page,
}) => {
  const charts = await holdRequests(page, '**/assets/LeadCharts-*.js');
  try {
    await signInAs(page);
    await page.goto('/admin');
    await expect(page.locator('.ant-statistic-content-value').first()).toBeVisible();
    // The charts' code is asked for once the lead figures are in; every count has answered by then or soon after.
    await expect.poll(charts.held).toBeGreaterThan(0);
    await expect(page.locator('.ant-statistic .ant-skeleton')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading the chart: Pipeline by status' })).toBeVisible();
    const recentLeads = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Recent Leads' }) });
    const before = (await recentLeads.boundingBox())!.y;

    charts.release();
    await expect(page.getByRole('img', { name: /^Pipeline: / })).toBeVisible();
    const after = (await recentLeads.boundingBox())!.y;
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
  } finally {
    charts.release();
  }
});
