import { expect, test } from './support/test';
import { properties } from '../scripts/seed-data';

const featured = properties.filter((property) => property.isFeatured);

test('the home page shows the seeded featured properties read through the API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Cincinnati Luxury Real Estate/);
  await expect(page.getByRole('heading', { name: 'Featured Properties' })).toBeVisible();
  for (const property of featured) {
    await expect(page.getByRole('heading', { name: property.title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /View Details/ })).toHaveCount(featured.length);
});

test('GET /api/properties/featured answers JSON through the Hosting rewrite', async ({ request }) => {
  const response = await request.get('/api/properties/featured');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { id: string; isFeatured: boolean }[];
  expect(body.map((property) => property.id).sort()).toEqual(featured.map((property) => property.id).sort());
  expect(body.every((property) => property.isFeatured)).toBe(true);
});

test('an unknown page shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});
