import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_CHECK_STAND_IN_URL, POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { blogPosts, neighborhoods, listingsForSale as properties } from '../scripts/seed-data';
import { cleanUp, leadsMatching, removeLeads, uniqueSuffix } from './support/admin';

/** Every /api/ call the page makes from now on. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

test.describe('content pages', () => {
  // The market-report popup is tested with the shell; here it counts as already seen.
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
  });

  test('/neighborhoods shows the nine seeded neighborhoods, and Explore Area leads to one with its listings', async ({ page }) => {
    await page.goto('/neighborhoods');
    await expect(page).toHaveTitle('Cincinnati Neighborhoods | Cincinnati Luxury Real Estate');
    const cards = page.getByRole('list', { name: 'Neighborhoods' });
    await expect(cards.getByRole('listitem')).toHaveCount(neighborhoods.length);
    for (const neighborhood of neighborhoods) {
      await expect(cards.getByRole('heading', { name: neighborhood.name, exact: true })).toBeVisible();
      const section = page.locator(`#neighborhood-${neighborhood.id}`);
      await expect(section.getByRole('heading', { level: 2, name: neighborhood.name, exact: true })).toBeAttached();
      await expect(section.getByText('Parks & recreation')).toBeAttached();
    }

    const oakley = neighborhoods.find((neighborhood) => neighborhood.name === 'Oakley')!;
    await cards.getByRole('link', { name: `Explore Area: ${oakley.name}` }).click();
    await expect(page).toHaveURL(`/neighborhoods/${oakley.id}`);
    await expect(page.getByRole('heading', { level: 1, name: oakley.name })).toBeVisible();
    await expect(page).toHaveTitle(`${oakley.name} | Cincinnati Luxury Real Estate`);
    await expect(page.getByText(oakley.description)).toBeVisible();
    const listings = page.getByRole('list', { name: `Homes for sale in ${oakley.name}` });
    for (const property of properties.filter((candidate) => candidate.neighborhood === oakley.name)) {
      await expect(listings.getByRole('heading', { name: property.title })).toBeVisible();
    }
    await page.getByRole('link', { name: `View all ${oakley.name} homes` }).click();
    await expect(page).toHaveURL(`/properties?neighborhood=${oakley.name}`);
  });

  test('an unknown neighborhood shows Neighborhood Not Found', async ({ page }) => {
    await page.goto('/neighborhoods/atlantis');
    await expect(page.getByRole('heading', { level: 1, name: 'Neighborhood Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'View All Neighborhoods' }).click();
    await expect(page).toHaveURL('/neighborhoods');
  });

  test('/blog searches titles and excerpts and filters by category', async ({ page }) => {
    await page.goto('/blog');
    const newest = [...blogPosts].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo);
    await expect(page.getByRole('heading', { level: 2, name: newest[0]!.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible();

    await page.getByLabel('Search articles').fill('JUMBO');
    await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
    const jumbo = blogPosts.filter((post) => `${post.title} ${post.excerpt}`.toLowerCase().includes('jumbo'));
    await expect(page.getByRole('link', { name: /^Read Article/ })).toHaveCount(jumbo.length);
    await expect(page).toHaveURL(/search=JUMBO/);

    await page.getByLabel('Search articles').fill('');
    await page.getByLabel('Category').selectOption('Investing');
    await expect(page.getByRole('heading', { level: 2, name: 'Investing Articles' })).toBeVisible();
    const investing = blogPosts.filter((post) => post.category === 'Investing');
    for (const post of investing) await expect(page.getByRole('heading', { level: 3, name: post.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Read Article/ })).toHaveCount(investing.length);

    await page.getByLabel('Search articles').fill('no article says this');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or explore other categories')).toBeVisible();
  });

  test('an article page shows the full article and related articles', async ({ page }) => {
    const post = blogPosts.find((candidate) => candidate.slug === 'jumbo-loans-explained')!;
    await page.goto('/blog');
    await page.getByRole('link', { name: new RegExp(`^Read Article\\s?: ${post.title}$`) }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} | Cincinnati Luxury Real Estate`);
    for (const paragraph of post.body.split('\n\n')) await expect(page.getByText(paragraph)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Related Articles' })).toBeVisible();

    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  });

  test('the contact form stores a contact_form lead, and the page never reads the leads list', async ({ page, baseURL }) => {
    const suffix = uniqueSuffix();
    const name = `Jordan Price ${suffix}`;
    const email = `contact+${suffix}@example.com`;
    try {
      await page.goto('/contact');
      const calls = recordApiCalls(page);
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Message').fill('Please call me about selling my condo in Oakley.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message Sent!')).toBeVisible();
      await expect(page.getByText("Thank you for contacting us. We'll get back to you shortly.")).toBeVisible();
      await expect(form.getByLabel('Name')).toHaveValue('');
      // The form's App Check token (the stack's stand-in), asked for as the form was first used, then the lead.
      expect(calls).toEqual([`POST ${APP_CHECK_STAND_IN_URL}`, 'POST /api/leads']);

      expect(await leadsMatching(baseURL!, suffix)).toEqual([
        expect.objectContaining({ name, email, source: 'contact_form', interest: 'general' }),
      ]);
    } finally {
      await cleanUp(baseURL!, `the lead of ${suffix}`, (api) => removeLeads(api, suffix));
    }
  });

  test('the investor form stores an investor_form lead', async ({ page, baseURL }) => {
    const suffix = uniqueSuffix();
    const name = `Morgan Ellis ${suffix}`;
    const email = `investor+${suffix}@example.com`;
    try {
      await page.goto('/investor-hub');
      await expect(page.getByRole('tab', { name: 'Residential' })).toHaveAttribute('aria-selected', 'true');
      // The form's code loads as the visitor scrolls towards it.
      await page.getByRole('heading', { name: 'Schedule an Investment Consultation' }).scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'Investment consultation' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone').fill('513-555-0199');
      await form.getByLabel('Investment Goals').fill('Two duplexes in Oakley within the next year.');
      await form.getByRole('button', { name: 'Request Investment Consultation' }).click();
      await expect(page.getByText('Success!', { exact: true })).toBeVisible();
      await expect(page.getByText('Your investment inquiry has been received. Our team will contact you soon.')).toBeVisible();

      expect(await leadsMatching(baseURL!, suffix)).toEqual([
        expect.objectContaining({ name, email, source: 'investor_form', interest: 'investing' }),
      ]);
    } finally {
      await cleanUp(baseURL!, `the lead of ${suffix}`, (api) => removeLeads(api, suffix));
    }
  });
});
