import { type OpenHouse } from '@estate/domain';
import { PUBLIC_PAGE_CACHE } from '../../src/site/siteApp';
import { sitemapPaths } from '../../../scripts/testing/sitemapUrls';
import { sitePages } from '../support/sitePages';
import { testApp } from '../support/testApp';
import { createOpenHouse, LISTING_ADDRESS, openHouseForm, seedListing } from './openHouseFixtures';

/**
 * docs/product/open-houses.md#open-houses: the pages as the `site` function serves them, rendered by the
 * built server renderer (functions/lib/site, made by `npm run build`, which npm test runs before
 * the api step) over the emulators' data.
 */
const t = testApp();
const page = async (path: string) => (await sitePages(path))[0]!;
let open: OpenHouse;
let preview: OpenHouse;
beforeEach(async () => {
  await t.reset();
  const admin = await t.signInAsAdmin();
  await seedListing(t, 'erie');
  await seedListing(t, 'grandin', { title: 'Grandin Road Estate', address: '2 Grandin Rd, Cincinnati, OH 45208' });
  open = await createOpenHouse(t, admin, openHouseForm('erie', { capacity: 20 }));
  preview = await createOpenHouse(
    t,
    admin,
    openHouseForm('grandin', {
      OpenHouseType: 'By Invitation',
      OpenHouseStartTime: '18:30',
      OpenHouseEndTime: '20:45',
      OpenHouseRemarks: 'Gate code 4471.',
    }),
  );
});
afterAll(() => t.teardown());

/** The page's JSON-LD blocks, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('GET /open-houses (server-rendered)', () => {
  it('shows the public open house whole, with its JSON-LD Event, and the one by invitation only as a teaser without time or address', async () => {
    const list = await page('/open-houses');
    expect(list).toMatchObject({ status: 200, cacheControl: PUBLIC_PAGE_CACHE });
    const { html } = list;
    expect(html).toContain('<h1');
    expect(html).toContain('Open Houses');
    expect(html).toContain(LISTING_ADDRESS);
    expect(html).toContain('1:00 PM – 3:00 PM');
    expect(html).toContain(`/api/open-houses/${open.OpenHouseKey}.ics`);
    expect(html).toContain('Private preview, by invitation');

    // The invitation-only one: neither its time, its address, its listing nor its remarks.
    expect(html).not.toContain('2 Grandin Rd');
    expect(html).not.toContain('Grandin Road Estate');
    expect(html).not.toContain('6:30');
    expect(html).not.toContain('8:45');
    expect(html).not.toContain(preview.OpenHouseStartTime);
    expect(html).not.toContain('Gate code');

    const events = structuredData(html).filter((data) => data['@type'] === 'Event');
    expect(events).toEqual([
      expect.objectContaining({
        name: 'Open house: Erie Avenue Colonial',
        startDate: open.OpenHouseStartTime,
        endDate: open.OpenHouseEndTime,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: expect.objectContaining({
          '@type': 'Place',
          address: expect.objectContaining({ '@type': 'PostalAddress', streetAddress: LISTING_ADDRESS }),
        }),
        offers: expect.objectContaining({ '@type': 'Offer', price: 0, priceCurrency: 'USD', availability: 'https://schema.org/InStock' }),
      }),
    ]);
  });

  it("shows the invitation-only one's own page as its teaser, and the public one's with its RSVP form", async () => {
    const [teaser, detail, missing] = await sitePages(
      `/open-houses/${preview.OpenHouseKey}`,
      `/open-houses/${open.OpenHouseKey}`,
      '/open-houses/gone',
    );
    expect(teaser!.status).toBe(200);
    expect(teaser!.html).toContain('Private preview, by invitation');
    expect(teaser!.html).not.toContain('2 Grandin Rd');
    expect(teaser!.html).not.toContain('6:30');
    expect(structuredData(teaser!.html).some((data) => data['@type'] === 'Event')).toBe(false);

    expect(detail!.status).toBe(200);
    expect(detail!.html).toContain(LISTING_ADDRESS);
    expect(detail!.html).toContain('aria-label="RSVP"');
    expect(missing!.status).toBe(404);
  });

  it("shows a listing's open houses on its page, and none by invitation with a time", async () => {
    const [erie, grandin] = await sitePages('/properties/erie', '/properties/grandin');
    expect(erie!.html).toContain('Open Houses');
    expect(erie!.html).toContain('1:00 PM – 3:00 PM');
    expect(grandin!.html).toContain('Private preview, by invitation');
    expect(grandin!.html).not.toContain('6:30');
  });

  it('lists /open-houses and each public open house in the sitemaps, never one by invitation only', async () => {
    const [, ...sitemaps] = await sitemapPaths(async (path) => (await page(path)).html);
    const sitemap = (await sitePages(...sitemaps)).map(({ html }) => html).join('\n');
    expect(sitemap).toContain('/open-houses</loc>');
    expect(sitemap).toContain(`/open-houses/${open.OpenHouseKey}</loc>`);
    expect(sitemap).not.toContain(preview.OpenHouseKey);
  });

  it("renders a guest's and the door's pages in the browser only, never cached", async () => {
    const screens = await sitePages(
      ...['check-in', 'rsvp?token=x', 'invitation?token=x'].map((screen) => `/open-houses/${open.OpenHouseKey}/${screen}`),
    );
    for (const screen of screens) {
      expect(screen).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
      expect(screen.html).not.toContain(LISTING_ADDRESS);
    }
  });
});
