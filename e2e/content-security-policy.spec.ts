import { watchViolations, visitUnderPolicy } from './support/contentSecurityPolicy';
import { expect, test } from './support/test';

/**
 * What runs under the Content-Security-Policy beyond a page's own load (support/contentSecurityPolicy.ts):
 * every page's load, public and the dashboard's, is walked in page-walk.spec.ts.
 */
test('a neighborhood page frames its Google map under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await visitUnderPolicy(page, '/neighborhoods/hyde-park');
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('iframe[src^="https://maps.google.com/"]')).toBeAttached();
  expect(await violations()).toEqual([]);
});
