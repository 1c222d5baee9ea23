import type { ListingLifecycle, PropertyInput } from '@estate/domain';
import { sitemapPaths } from '../../../scripts/testing/sitemapUrls';
import { siteData } from '../../src/composition';
import { PUBLIC_PAGE_CACHE } from '../../src/site/siteApp';
import { sitePages } from '../support/sitePages';
import { storedListing } from '../support/storedListing';
import { testApp } from '../support/testApp';

/**
 * docs/product/site.md#sitemap: the sitemap index and its sitemaps as the `site` function serves
 * them, rendered by the built server renderer (functions/lib/site, made by `npm run build`) over
 * the emulators' data.
 */
const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const THIS_MONTH = new Date().toISOString().slice(0, 7);
/** A date the source gave in the future (next January): its listing is this month's. */
const LATER = `${new Date().getUTCFullYear() + 1}-01-10T12:00:00.000Z`;
const EMPTY_URLSET = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n';

/** A listing stored as the API stores one, with `fields` stored over it (a source, a later change). */
async function seed(
  id: string,
  listedAt: string,
  {
    form = {},
    lifecycle = {},
    fields = {},
  }: { form?: Partial<PropertyInput>; lifecycle?: Partial<ListingLifecycle>; fields?: object } = {},
) {
  await t.deps.db
    .collection('properties')
    .doc(id)
    .set({ ...storedListing({ title: `Listing ${id}`, ...form }, listedAt, lifecycle), ...fields });
}

/** Public listings of March, April (an MLS one) and May 2026 and a later one; in January and February none the public may see. */
async function seedMonths() {
  await seed('march', '2026-03-02T12:00:00Z');
  await seed('march-sold', '2026-03-31T23:59:59Z', {
    lifecycle: { StandardStatus: 'Closed', ClosePrice: 990_000, CloseDate: '2026-05-01' },
  });
  await seed('april-mls', '2026-04-01T00:00:00Z', { fields: { listingSet: 'mls:Active' } });
  await seed('may', '2026-05-20T12:00:00Z');
  await seed('later', LATER);
  await seed('january-private', '2026-01-05T12:00:00Z', { form: { visibility: 'invited' } });
  await seed('february-withdrawn', '2026-02-05T12:00:00Z', { lifecycle: { StandardStatus: 'Withdrawn' } });
  // Private, and changed after every public one: it dates nothing.
  const afterEveryOther = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 0, 1));
  await seed('changed-private', '2026-03-10T12:00:00Z', {
    form: { visibility: 'clients' },
    fields: { ModificationTimestamp: afterEveryOther },
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);

describe('the sitemaps (server-rendered)', () => {
  it('lists in /sitemap.xml the pages’ sitemap, dated by its newest page, then every month a public listing was added in', async () => {
    await seedMonths();
    const [index] = await sitePages('/sitemap.xml');
    expect(index).toMatchObject({ status: 200, cacheControl: PUBLIC_PAGE_CACHE });
    expect(index!.html).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    // Not January (a private listing) nor February (a withdrawn one), nor the months between May and this one.
    expect(locs(index!.html)).toEqual([
      '/sitemaps/pages.xml',
      ...['2026-03', '2026-04', '2026-05', THIS_MONTH].map((month) => `/sitemaps/listings-${month}.xml`),
    ]);
    // The pages' sitemap is dated (the later listing changed last); a month is not.
    expect(index!.html).toContain(`/sitemaps/pages.xml</loc><lastmod>${LATER}</lastmod></sitemap>`);
    expect(index!.html).toContain('/sitemaps/listings-2026-03.xml</loc></sitemap>');
  });

  it('lists in each month’s sitemap its public listings, of either source, dated by their last change; none in a month without', async () => {
    await seedMonths();
    const [march, april, may, june, january, february, thisMonth] = await sitePages(
      ...['2026-03', '2026-04', '2026-05', '2026-06', '2026-01', '2026-02', THIS_MONTH].map((month) => `/sitemaps/listings-${month}.xml`),
    );
    for (const sitemap of [march, april, may, june, january, february, thisMonth]) {
      expect(sitemap).toMatchObject({ status: 200, cacheControl: PUBLIC_PAGE_CACHE });
    }
    expect(locs(march!.html)).toEqual(['/properties/march-sold', '/properties/march']);
    expect(march!.html).toMatch(/\/properties\/march<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);
    expect(locs(april!.html)).toEqual(['/properties/april-mls']);
    expect(locs(may!.html)).toEqual(['/properties/may']);
    expect(locs(thisMonth!.html)).toContain('/properties/later');
    for (const empty of [june, january, february]) expect(empty!.html).toBe(EMPTY_URLSET);
  });

  it('lists the static pages, neighborhoods and articles in the pages’ sitemap, and no listing', async () => {
    await seedMonths();
    const [pages] = await sitePages('/sitemaps/pages.xml');
    const listed = locs(pages!.html);
    expect(listed).toEqual(expect.arrayContaining(['/', '/properties', '/sold', '/neighborhoods', '/blog', '/contact']));
    expect(listed.filter((path) => path.startsWith('/properties/'))).toEqual([]);
    expect(pages!.html).toContain(`/properties</loc><lastmod>${LATER}</lastmod></url>`);
  });

  it('answers the 404 page for a month to come and for a name that is no month', async () => {
    const next = `${new Date().getUTCFullYear() + 1}-01`;
    const answers = await sitePages(
      ...[`listings-${next}`, 'listings-2026-13', 'listings-2026-1', 'listings-0999-12', 'listings', 'other'].map(
        (name) => `/sitemaps/${name}.xml`,
      ),
      '/sitemaps/',
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 404 });
      expect(answer.html).toContain('Page Not Found');
    }
  });

  it('lists no month while no listing is public: a private one neither bounds nor dates them', async () => {
    await seed('private', '2026-03-02T12:00:00Z', { form: { visibility: 'invited' } });
    const index = await siteData(t.repos).contentIndex();
    expect(index.listingMonths).toEqual([]);
    expect(index.listingsChangedAt).toBeUndefined();
    const paths = await sitemapPaths(async (path) => (await sitePages(path))[0]!.html);
    expect(paths).toEqual(['/sitemap.xml', '/sitemaps/pages.xml']);
  });
});
