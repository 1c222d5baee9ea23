import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { sitemapPaths } from '../scripts/testing/sitemapUrls';
import { expect, test } from './support/test';
import {
  AGENCY,
  AGENCY_LOCATION,
  HERO_PHOTOS,
  HOME_PAGE_TITLE,
  formatPrice,
  listingInArea,
  parseDrawnArea,
  type DrawnArea,
  responsivePhoto,
  type BlogPost,
  type Neighborhood,
  type Property,
  type PublicOpenHouse,
} from '@estate/domain';

/** Public data as the API serves it: what the server-rendered pages must show. */
async function apiJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await apiResponse(api, path);
  return (await response.json()) as T;
}

async function apiResponse(api: APIRequestContext, path: string): Promise<APIResponse> {
  const response = await api.get(path);
  expect(response.status(), path).toBe(200);
  return response;
}

/** The page's JSON-LD, parsed. */
const structuredData = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json) as Record<string, unknown>);

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
const SITE = process.env.SITE_URL ?? 'http://localhost:5000';

/** Every public route of docs/product/site.md#routes, as a visitor or a crawler asks for it. */
const STATIC_PAGES: [path: string, heading: string | RegExp][] = [
  ['/', /Queen City Estates/],
  ['/properties', 'Luxury Properties in Cincinnati'],
  ['/neighborhoods', 'Cincinnati Neighborhoods'],
  ['/home-value', 'What is my home worth?'],
  ['/investor-hub', 'Investor Hub'],
  ['/about', 'About Queen City Estates'],
  ['/blog', 'Real Estate Insights'],
  ['/contact', 'Contact Us'],
  ['/schedule-showing', 'Schedule a Showing'],
];

test.describe('without JavaScript, as a crawler sees the site', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of STATIC_PAGES) {
    test(`${path} answers 200 with its heading, title, description, canonical URL and preview tags`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const title = await page.title();
      expect(title).toMatch(/\S/);
      expect(await canonical(page)).toBe(SITE + path.replace(/(.)\/$/, '$1'));
      expect(await meta(page, 'og:title')).toBe(title);
      expect(await meta(page, 'description')).toMatch(/.{40,}/);
      expect(await meta(page, 'og:image')).toMatch(/^https?:\/\//);
    });
  }

  test('the home page shows the featured listings, neighborhoods and newest articles', async ({ page }) => {
    const featured = await apiJson<Property[]>(page.request, '/api/properties/featured');
    const neighborhoods = await apiJson<Neighborhood[]>(page.request, '/api/neighborhoods');
    await page.goto('/');
    await expect(page).toHaveTitle(HOME_PAGE_TITLE);
    for (const property of featured) {
      await expect(page.getByText(property.title, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(formatPrice(property.price)).first()).toBeVisible();
    }
    for (const { name } of neighborhoods.slice(0, 3)) await expect(page.getByRole('heading', { name, exact: true }).first()).toBeAttached();
  });

  test("the home hero's first slide is the drawing's photo: AVIF and WebP at every width, fetched first, kept a year", async ({ page }) => {
    await page.goto('/');
    const hero = responsivePhoto(HERO_PHOTOS['hero-1.svg'])!;
    const image = page.locator(`img[src="${hero.src}"]`);
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('style', new RegExp(`background-color: ?(#${hero.colour}|rgb)`));
    const sources = image.locator('xpath=preceding-sibling::source');
    expect(
      await sources.evaluateAll((elements) => elements.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])),
    ).toEqual(hero.sources.map(({ type, srcSet }) => [type, srcSet]));
    for (const url of [hero.sizes.at(-1)!.urls.avif, hero.src]) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(await meta(page, 'og:image')).toBe(new URL(hero.src, SITE).href);
  });

  test('/contact shows its form, which cannot send without JavaScript and says how to reach the agency instead', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Interest', 'Message']) await expect(form.getByLabel(label)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    // Playwright's text matchers skip <noscript>, which a browser without JavaScript shows.
    expect(await page.locator('noscript').evaluate((note) => note.textContent)).toBe(
      `Sending the form needs JavaScript. Call us at ${AGENCY.phone} or email ${AGENCY.email} instead.`,
    );
    await expect(page.getByRole('link', { name: AGENCY.phone }).first()).toHaveAttribute('href', /^tel:/);
  });

  test('/properties applies the filters of its URL on the server', async ({ page }) => {
    const filtered = await apiJson<Property[]>(page.request, '/api/properties?neighborhood=Hyde%20Park');
    expect(filtered.length).toBeGreaterThan(0);
    await page.goto('/properties?neighborhood=Hyde%20Park');
    const grid = page.getByRole('list', { name: 'Properties for sale' });
    await expect(grid.getByRole('listitem')).toHaveCount(filtered.length);
    for (const property of filtered) await expect(grid.getByText(property.title, { exact: true })).toBeVisible();
  });

  test('a shared URL with a drawn area lists the homes inside it alone, says so, and links to the listing without it', async ({ page }) => {
    // A triangle over Mount Adams and Over-the-Rhine, the West End outside it (docs/product/site.md#listing).
    const area = 'p:39.12,-84.525;39.12,-84.485;39.1,-84.505';
    const inArea = await apiJson<Property[]>(page.request, `/api/properties?${new URLSearchParams({ area, limit: '50' })}`);
    expect(inArea.length).toBeGreaterThan(0);
    const drawn = parseDrawnArea(area) as DrawnArea;
    for (const property of inArea) expect(listingInArea(property, drawn), property.id).toBe(true);

    await page.goto(`/properties?${new URLSearchParams({ area })}`);
    await expect(page.getByText('Within the drawn area')).toBeVisible();
    const grid = page.getByRole('list', { name: 'Properties for sale' });
    await expect(grid.getByRole('heading')).toHaveText(inArea.slice(0, 12).map(({ title }) => title));

    await page.getByRole('link', { name: 'Remove the area' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByText('Within the drawn area')).toHaveCount(0);
    const all = await apiJson<Property[]>(page.request, '/api/properties');
    await expect(grid.getByRole('heading')).toHaveText(all.map(({ title }) => title));
  });

  test('the filters are a plain GET form, and further pages are links', async ({ page }) => {
    const filtered = await apiJson<Property[]>(page.request, '/api/properties?neighborhood=Hyde%20Park&sort=price_desc');
    await page.goto('/properties');
    await page.getByLabel('Location').selectOption('Hyde Park');
    await page.getByLabel('Sort').selectOption('price_desc');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/neighborhood=Hyde\+Park/);
    const grid = page.getByRole('list', { name: 'Properties for sale' });
    await expect(grid.getByRole('heading')).toHaveText(filtered.map(({ title }) => title));

    await page.goto('/properties');
    const firstPage = await grid.getByRole('heading').allTextContents();
    const next = page.getByRole('link', { name: 'Next Page' });
    await next.click();
    await expect(page).toHaveURL(/cursor=/);
    const secondPage = await grid.getByRole('heading').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  });

  test('a listing at both detail paths: title, price, address, description; canonical at /properties/:id', async ({ page }) => {
    const [property] = await apiJson<Property[]>(page.request, '/api/properties?limit=1');
    for (const path of [`/properties/${property!.id}`, `/property/${property!.id}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(property!.title);
      await expect(page.getByText(formatPrice(property!.price)).first()).toBeVisible();
      await expect(page.getByText(property!.address).first()).toBeVisible();
      await expect(page.getByText(property!.description)).toBeVisible();
      await expect(page).toHaveTitle(`${property!.title} | Cincinnati Luxury Real Estate`);
      expect(await canonical(page)).toBe(`${SITE}/properties/${property!.id}`);
    }
  });

  test('structured data: the agency on home, about and contact; a listing with its offer and home; an article', async ({ page }) => {
    for (const path of ['/', '/about', '/contact']) {
      await page.goto(path);
      const [agency] = await structuredData(page);
      expect(agency).toMatchObject({
        '@type': 'RealEstateAgent',
        name: AGENCY.name,
        telephone: AGENCY.phone,
        address: { '@type': 'PostalAddress', streetAddress: AGENCY_LOCATION.address.streetAddress, postalCode: '45202' },
        geo: { '@type': 'GeoCoordinates' },
      });
    }

    const [property] = await apiJson<Property[]>(page.request, '/api/properties?limit=1');
    await page.goto(`/property/${property!.id}`);
    const [listing, breadcrumbs] = await structuredData(page);
    expect(listing).toMatchObject({
      '@type': 'RealEstateListing',
      name: property!.title,
      url: `${SITE}/properties/${property!.id}`,
      offers: { '@type': 'Offer', price: property!.price, priceCurrency: 'USD' },
      mainEntity: { name: property!.title, address: { streetAddress: property!.address } },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Properties' }, { name: property!.title }],
    });
    expect(await meta(page, 'og:image')).toBe(new URL(property!.images[0]!, SITE).href);
    expect(await meta(page, 'description')).toContain(property!.address);

    const [post] = await apiJson<BlogPost[]>(page.request, '/api/blog-posts?limit=1');
    await page.goto(`/blog/${post!.slug}`);
    const [article] = await structuredData(page);
    expect(article).toMatchObject({ '@type': 'BlogPosting', headline: post!.title, description: post!.excerpt });
    expect(await meta(page, 'og:type')).toBe('article');
    expect(await meta(page, 'description')).toBe(post!.excerpt);
  });

  test('a neighborhood and an article show their texts', async ({ page }) => {
    const [neighborhood] = await apiJson<Neighborhood[]>(page.request, '/api/neighborhoods');
    expect((await page.goto(`/neighborhoods/${neighborhood!.id}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(neighborhood!.name);
    await expect(page.getByText(neighborhood!.description.split('\n')[0]!.slice(0, 60))).toBeVisible();

    const [post] = await apiJson<BlogPost[]>(page.request, '/api/blog-posts?limit=1');
    expect((await page.goto(`/blog/${post!.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
    await expect(page.getByText(post!.body.split('\n')[0]!.slice(0, 60))).toBeVisible();
  });

  for (const [path, heading] of [
    ['/no-such-page', 'Page Not Found'],
    ['/properties/no-such-listing', 'Property Not Found'],
    ['/property/no-such-listing', 'Property Not Found'],
    ['/neighborhoods/no-such-area', 'Neighborhood Not Found'],
    ['/blog/no-such-article', 'Article Not Found'],
  ]) {
    test(`${path} answers 404 with the rendered ${heading} page`, async ({ page }) => {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    });
  }

  test('the staff and account pages stay out of search engines and of every cache', async ({ page }) => {
    for (const path of ['/auth', '/admin', '/account', '/account/sign-in']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(await meta(page, 'robots')).toBe('noindex');
    }
  });
});

/** The sitemaps.org schema (0.9), as the `sitemap` package ships it. */
const SITEMAP_SCHEMA = readFileSync(
  join(createRequire(import.meta.url).resolve('sitemap/package.json'), '..', 'schema', 'sitemap.xsd'),
  'utf8',
);

test.describe('sitemap and robots', () => {
  const MONTH_SITEMAP = new RegExp(`^${SITE}/sitemaps/listings-(\\d{4}-\\d{2})\\.xml$`);
  const URLSET_START = /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/;
  const THIS_MONTH = new Date().toISOString().slice(0, 7);
  const EMPTY_URLSET = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n';

  async function xmlAt(request: APIRequestContext, path: string): Promise<string> {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('application/xml');
    return response.text();
  }

  /** A urlset's entries, each with its date, checked against the sitemaps.org schema by libxml2 (as WebAssembly), as search engines read it. */
  async function urlsetEntries(path: string, xml: string): Promise<{ loc: string; lastmod: string }[]> {
    expect(xml, path).toMatch(URLSET_START);
    // The schema asks for at least one <url>: a month without listings, the empty urlset, is checked as text.
    if (xml === EMPTY_URLSET) return [];
    const validation = await validateXML({
      xml: { fileName: 'sitemap.xml', contents: xml },
      schema: { fileName: 'sitemap.xsd', contents: SITEMAP_SCHEMA },
    });
    expect(
      validation.errors.map((error) => error.rawMessage),
      path,
    ).toEqual([]);
    expect(validation.valid).toBe(true);
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(([, loc, lastmod]) => ({
      loc: loc!,
      lastmod: lastmod!,
    }));
    expect(entries.length, path).toBe(xml.match(/<url>/g)?.length);
    for (const { lastmod } of entries) expect(new Date(lastmod).toISOString()).toBe(lastmod);
    return entries;
  }

  test("/sitemap.xml is an index: the pages' sitemap, then one sitemap per month of listings up to this one", async ({ request }) => {
    const xml = await xmlAt(request, '/sitemap.xml');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const wellFormed = await validateXML({ xml: { fileName: 'sitemap.xml', contents: xml }, normalization: 'format' });
    expect(wellFormed.errors.map((error) => error.rawMessage)).toEqual([]);
    const entries = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)].map(
      ([, loc, lastmod]) => ({
        loc: loc!,
        lastmod,
      }),
    );
    expect(entries.length).toBe(xml.match(/<sitemap>/g)?.length);
    const [pages, ...months] = entries;
    expect(pages!.loc).toBe(`${SITE}/sitemaps/pages.xml`);
    // The pages' sitemap is dated by the newest of its pages.
    const pageDates = (await urlsetEntries(pages!.loc, await xmlAt(request, '/sitemaps/pages.xml'))).map(({ lastmod }) => lastmod);
    expect(pages!.lastmod).toBe(pageDates.sort().at(-1));
    // The months (UTC) a public listing was added in, oldest first, undated, each with listings.
    const names = months.map(({ loc, lastmod }) => {
      expect(lastmod, loc).toBeUndefined();
      return MONTH_SITEMAP.exec(loc)?.[1];
    });
    expect(names.at(-1)! <= THIS_MONTH).toBe(true);
    expect(names).toEqual([...new Set(names)].sort());
    for (const { loc } of months) expect(await xmlAt(request, new URL(loc).pathname), loc).toContain('<url>');
  });

  test('the sitemaps list every static page, listing, neighborhood and article with its date, each listing in its month', async ({
    request,
  }) => {
    const locs: string[] = [];
    const monthOfListing = new Map<string, string>();
    for (const path of await sitemapPaths((path) => xmlAt(request, path))) {
      if (path === '/sitemap.xml') continue;
      const entries = await urlsetEntries(path, await xmlAt(request, path));
      locs.push(...entries.map(({ loc }) => loc));
      const month = MONTH_SITEMAP.exec(SITE + path)?.[1];
      for (const { loc } of month ? entries : []) monthOfListing.set(loc, month!);
    }

    // Every public listing: for sale, under contract or pending, and sold (whose pages stay).
    const properties: Property[] = [];
    for (const status of ['for-sale', 'under-contract', 'sold']) {
      let cursor: string | null = '';
      while (cursor !== null) {
        const listing = await apiResponse(request, `/api/properties?status=${status}&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
        properties.push(...((await listing.json()) as Property[]));
        cursor = listing.headers()['x-next-cursor'] ?? null;
      }
    }
    expect(properties.some((property) => property.StandardStatus === 'Closed')).toBe(true);
    const neighborhoods = await apiJson<Neighborhood[]>(request, '/api/neighborhoods');
    const posts = await apiJson<BlogPost[]>(request, '/api/blog-posts?limit=999');
    const openHouses = await apiJson<PublicOpenHouse[]>(request, '/api/open-houses');
    // The demo's seed has one of each: open to all (with a page of its own) and by invitation (with none).
    expect(openHouses.map(({ kind }) => kind)).toEqual(expect.arrayContaining(['open', 'invitation']));
    const expected = [
      ...['/', '/properties', '/sold', '/open-houses', '/neighborhoods', '/home-value', '/investor-hub', '/about', '/blog', '/contact'],
      ...['/schedule-showing', '/search'],
      ...properties.map(({ id }) => `/properties/${id}`),
      ...neighborhoods.map(({ id }) => `/neighborhoods/${id}`),
      ...posts.map(({ slug }) => `/blog/${slug}`),
      ...openHouses.filter(({ kind }) => kind === 'open').map(({ id }) => `/open-houses/${id}`),
    ].map((path) => SITE + path);
    // Other specs may add listings while this one runs: everything that was there is listed.
    for (const loc of expected) expect(locs).toContain(loc);
    for (const { id } of openHouses.filter(({ kind }) => kind === 'invitation')) expect(locs).not.toContain(`${SITE}/open-houses/${id}`);
    expect(locs).not.toContain(`${SITE}/admin`);
    // Each listing in the sitemap of the month it was added in (UTC; this month's, if dated later), and in no other.
    for (const { id, createdAt } of properties) {
      const month = createdAt.slice(0, 7);
      expect(monthOfListing.get(`${SITE}/properties/${id}`), id).toBe(month > THIS_MONTH ? THIS_MONTH : month);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('a month before the listings has an empty sitemap; a later month and a name that is no month are not found', async ({ request }) => {
    expect(await xmlAt(request, '/sitemaps/listings-1999-01.xml')).toBe(EMPTY_URLSET);
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const path of [
      `/sitemaps/listings-${nextYear}-01.xml`,
      '/sitemaps/listings-2026-13.xml',
      '/sitemaps/listings-2026-1.xml',
      '/sitemaps/other.xml',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
    }
  });

  test('/robots.txt keeps the staff pages out and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain('Disallow: /auth\n');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

/** Holds back the scripts matching `pattern` until the returned function is called: the page stays unhydrated meanwhile. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("the home page's largest paint", () => {
  test("preloads the first slide's AVIF srcset at high priority, and the picture takes the very file the preload fetched", async ({
    page,
  }) => {
    const hero = responsivePhoto(HERO_PHOTOS['hero-1.svg'])!;
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/media/art/${hero.id}`)) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('imagesrcset', hero.sources[0]!.srcSet);
    await expect(preload).toHaveAttribute('type', 'image/avif');
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    await expect(preload).toHaveAttribute(
      'imagesizes',
      (await page.locator('picture source[type="image/avif"]').first().getAttribute('sizes')) ?? '',
    );
    const image = page.locator(`img[src="${hero.src}"]`);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc)).toMatch(/\.avif$/);
    // One file of the first slide: the preload's, which the picture used.
    expect([...new Set(fetched)]).toEqual([new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname]);
  });
});

test.describe('hydration', () => {
  test('every public page hydrates without a warning and asks the API for none of the data it came with', async ({ page }) => {
    const [property] = await apiJson<Property[]>(page.request, '/api/properties?limit=1');
    const [neighborhood] = await apiJson<Neighborhood[]>(page.request, '/api/neighborhoods');
    const [post] = await apiJson<BlogPost[]>(page.request, '/api/blog-posts?limit=1');
    const problems: string[] = [];
    // Each API request with the page that made it: a request the previous page started late (the
    // showing form's list of every listing) may still be sent after the next navigation begins.
    const dataRequests: Promise<{ url: string; from: string | null }>[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource'))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) {
        dataRequests.push(request.headerValue('referer').then((from) => ({ url: request.url(), from })));
      }
    });
    for (const path of [
      ...STATIC_PAGES.map(([path]) => path),
      '/properties?neighborhood=Hyde%20Park',
      `/properties/${property!.id}`,
      `/property/${property!.id}`,
      `/neighborhoods/${neighborhood!.id}`,
      `/blog/${post!.slug}`,
      '/properties/no-such-listing',
      '/no-such-page',
    ]) {
      dataRequests.length = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      // Hydrated: the page now answers to the browser's router.
      await expect(page.locator('#root')).not.toBeEmpty();
      expect(problems, path).toEqual([]);
      // The API paths of the queries the page came with (a query's key starts with its URL).
      const { queries } = JSON.parse((await page.locator('#page-state').textContent()) ?? '') as { queries: { queryKey: unknown[] }[] };
      const cameWithPage = new Set(queries.map(({ queryKey }) => String(queryKey[0]).split('?')[0]));
      const fromThisPage = (await Promise.all(dataRequests))
        .filter(({ from }) => from === null || new URL(from).pathname === new URL(path, SITE).pathname)
        .map(({ url }) => url);
      expect(
        fromThisPage.filter((url) => cameWithPage.has(new URL(url).pathname)),
        path,
      ).toEqual([]);
    }
  });

  test('the contact form the server rendered takes no typing before it is hydrated, so nothing typed is lost', async ({ page }) => {
    const release = await holdScripts(page, /\/assets\/ContactForm-[^/]+\.js$/);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = form.getByLabel('Name');
    const interest = form.getByLabel('Interest');
    await expect(name).toHaveAttribute('readonly');
    // A select cannot be read-only: it waits disabled.
    await expect(interest).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();

    release();
    await expect(name).not.toHaveAttribute('readonly');
    await expect(interest).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await name.fill('Avery Sinclair');
    await expect(name).toHaveValue('Avery Sinclair');
    await interest.selectOption({ label: 'Selling a property' });
    await expect(interest).toHaveValue('Selling a property');
  });

  test('a keyword typed before the page is hydrated is the one searched for', async ({ page }) => {
    const release = await holdScripts(page, /\/assets\/index-[^/]+\.js$/);
    // page.goto waits for hydration, which the held script keeps from happening: not awaited yet.
    const opened = page.goto('/properties');
    await page.getByLabel('Keyword').fill('riverfront');
    release();
    await opened;
    await expect(page).toHaveURL(/\/properties\?search=riverfront$/);
    await expect(page.getByLabel('Keyword')).toHaveValue('riverfront');
  });

  test('after hydration the page is the app: a link navigates without a new document', async ({ page }) => {
    await page.goto('/about', { waitUntil: 'networkidle' });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luxury Properties in Cincinnati');
    expect(documents).toEqual([]);
  });
});
