import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { properties } from '../scripts/seed-data';
import { cleanUp, leadsMatching, removeLeads, uniqueSuffix } from './support/admin';

const featured = properties.filter((property) => property.isFeatured);

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured Cincinnati homes' });
const heroPanel = (page: Page) => page.getByRole('search', { name: 'Find a property' });

test('the hero search opens the filtered listing, and a featured property opens its detail page', async ({ page }) => {
  await page.goto('/');
  await heroPanel(page).getByLabel('Location').selectOption('Hyde Park');
  await heroPanel(page).getByLabel('Price Range').selectOption({ label: '$1M - $2M' });
  await heroPanel(page).getByRole('button', { name: 'Search Properties' }).click();

  await expect(page).toHaveURL(/\/properties\?neighborhood=Hyde\+Park&minPrice=1000000&maxPrice=2000000$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Luxury Properties in Cincinnati' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const property = featured[0]!;
  await page.getByRole('link', { name: `View Details: ${property.title}` }).click();
  await expect(page).toHaveURL(`/property/${property.id}`);
  await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
});

test('the consultation form stores a lead that the admin then sees', async ({ page, baseURL }) => {
  const suffix = uniqueSuffix();
  const lead = { name: `Dana Whitfield ${suffix}`, email: `consultation+${suffix}@example.com`, phone: '(513) 555-0199' };
  try {
    await page.goto('/');
    // The form mounts as the visitor scrolls towards it.
    await page.getByRole('heading', { name: 'Schedule a Private Consultation' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Schedule a consultation' });
    await form.getByLabel('Name').fill(lead.name);
    await form.getByLabel('Email').fill(lead.email);
    await form.getByLabel('Phone').fill(lead.phone);
    await form.getByLabel('Interest').selectOption({ label: "I'm looking to buy" });
    await form.getByRole('button', { name: 'Schedule Consultation' }).click();

    await expect(page.getByText('Request Received!')).toBeVisible();
    await expect(page.getByText("We'll contact you shortly to schedule your consultation.")).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');

    expect(await leadsMatching(baseURL!, suffix)).toEqual([
      expect.objectContaining({ ...lead, interest: 'buying', source: 'consultation_form' }),
    ]);
  } finally {
    await cleanUp(baseURL!, `the lead of ${suffix}`, (api) => removeLeads(api, suffix));
  }
});

test('on a desktop the search panel lies over the slides, with arrows, and a drag changes the slide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const slides = (await carousel(page).boundingBox())!;
  const panel = (await heroPanel(page).boundingBox())!;
  expect(panel.y).toBeGreaterThan(slides.y);
  expect(panel.y + panel.height).toBeLessThanOrEqual(slides.y + slides.height);
  await expect(page.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();

  // The first slide's picture is fetched first and not lazily: it is the page's largest paint.
  const firstImage = carousel(page).locator('img').first();
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
  await expect(firstImage).not.toHaveAttribute('loading', 'lazy');

  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  const from = { x: slides.x + slides.width / 2, y: slides.y + 150 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 120, from.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByRole('group', { name: '2 of 3' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the search panel sits below the slides and there are no arrows', async ({ page }) => {
    await page.goto('/');
    await expect(heroPanel(page)).toBeVisible();
    const slides = (await carousel(page).boundingBox())!;
    const panel = (await heroPanel(page).boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(slides.y + slides.height);
    await expect(page.getByRole('button', { name: 'Previous slide' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Slide \d/ })).toHaveCount(3);
  });
});
