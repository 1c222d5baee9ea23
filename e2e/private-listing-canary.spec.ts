import type { APIRequestContext, APIResponse } from '@playwright/test';
import {
  agencyMonth,
  agencyToday,
  formatMonth,
  HOMEOWNER_REPORT_TEXTS,
  type ClientAccount,
  type Neighborhood,
  type NewResoKey,
  type OpenHouse,
  type Property,
} from '@estate/domain';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { appCheckHeader } from '../scripts/stack/appCheckStandIn';
import { SITE_URL } from '../scripts/stack/config';
import { sitemapPaths } from '../scripts/testing/sitemapUrls';
import { adminApi, cleanUp, removeLeads, removeProperties, uniqueSuffix } from './support/admin';
import { type WALKED_GET_ROUTES } from './support/canaryWalk';
import { clientApi, deleteClient } from './support/clients';
import { inboxEmails, isTo, receivedEmail, type InboxEmail } from './support/mailInbox';
import { expect, test } from './support/test';

/** The Cincinnati calendar day `days` from now, 'YYYY-MM-DD'. */
const dayAhead = (days: number) => agencyToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** Unique values a private listing carries: none may reach anyone the listing gate keeps it from. */
function canaryOf(suffix: string) {
  const price = 7_100_017 + Math.floor(Math.random() * 80_000) * 10;
  const cut = price - 250_000;
  return {
    title: `Canary Manor ${suffix}`,
    address: `${suffix} Canary Lane, Cincinnati, OH 45208`,
    remarks: `Canary remarks ${suffix}`,
    prices: [price, cut],
    /** Every form a value may take in a page, an answer or an email. */
    needles: [
      `Canary Manor ${suffix}`,
      `${suffix} Canary Lane`,
      `Canary remarks ${suffix}`,
      ...[price, cut].flatMap((value) => [String(value), value.toLocaleString('en-US')]),
    ],
  };
}
type Canary = ReturnType<typeof canaryOf>;

/** Fails naming the channel and the value when any canary value is in `text`. */
function expectNoCanary(canary: Canary, channel: string, text: string) {
  const found = canary.needles.filter((needle) => text.includes(needle));
  expect(found, `${channel} must carry nothing of the private listing`).toEqual([]);
}

/** A cursor decoded as far as it decodes (base64url JSON), beside its raw form. */
const decodedCursor = (cursor: string) => `${cursor} ${Buffer.from(cursor, 'base64url').toString('utf8')}`;

/** Every cursor a page or an answer carries (its next-page link, its inline data), decoded. */
const cursorsIn = (text: string) =>
  [...text.matchAll(/(?:cursor=|"nextCursor":"|skiptoken=)([A-Za-z0-9_%-]{8,})/g)].map((match) =>
    decodedCursor(decodeURIComponent(match[1]!)),
  );

/** Everything an answer says: status, headers (cursors decoded) and body, with the cursors in it decoded. */
async function answerText(response: APIResponse): Promise<string> {
  const headers = Object.entries(response.headers())
    .map(([name, value]) => `${name}: ${name === 'x-next-cursor' ? decodedCursor(value) : value}`)
    .join('\n');
  const body = await response.text();
  return `${response.status()}\n${headers}\n${body}\n${cursorsIn(body).join('\n')}`;
}

const emailText = (email: InboxEmail) => `${email.subject}\n${email.text}\n${email.html}`;

/**
 * docs/architecture.md#the-listing-gate: a private listing's canary values (title, address, remarks,
 * prices) reach no channel of a visitor or an uninvited client: pages and their inline data, every
 * public API route (cursors decoded), the sitemaps, the RESO feed of a key without off-market
 * listings, and every email sent to them (showing request, market report, saved-search instant
 * alerts and digest, favourite alerts after a price cut and a status change, open-house answers).
 * The invited client and staff do see it, so the walk cannot pass by showing nothing.
 */
test('a private listing reaches nobody the listing gate keeps it from, and those it lets through', async ({ playwright, baseURL }) => {
  test.setTimeout(600_000);
  const suffix = uniqueSuffix();
  const canary = canaryOf(suffix);
  const uninvitedEmail = `canary-uninvited-${suffix}@example.com`;
  const invitedEmail = `canary-invited-${suffix}@example.com`;
  const visitorEmail = `canary-visitor-${suffix}@example.com`;
  const ids = new Set<string>();
  let resoKeyId: string | undefined;
  const clients: APIRequestContext[] = [];
  const admin = await adminApi(baseURL!);
  // A visitor's forms carry an App Check token (the stack's stand-in), as the site's do.
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL!, ...(await appCheckHeader(baseURL!)) },
  });
  try {
    const uninvited = await clientApi(playwright, baseURL!, uninvitedEmail);
    clients.push(uninvited);
    const invited = await clientApi(playwright, baseURL!, invitedEmail);
    clients.push(invited);
    for (const [client, frequencies] of [
      [uninvited, ['instant', 'daily']],
      [invited, ['instant']],
    ] as const) {
      for (const frequency of frequencies) {
        const saved = await client.post('/api/account/searches', {
          data: { name: `Everything ${frequency} ${suffix}`, frequency, query: '' },
        });
        expect(saved.status(), await saved.text()).toBe(201);
      }
    }

    // Public at first: both clients hear of it and keep it among their favourites.
    const created = await admin.post('/api/properties', {
      data: {
        title: canary.title,
        address: canary.address,
        neighborhood: 'Hyde Park',
        price: canary.prices[0],
        bedrooms: 5,
        bathrooms: 4.5,
        squareFeet: 6100,
        description: canary.remarks,
        propertyType: 'Single Family',
        images: ['/media/homes/home-01.svg'],
        Latitude: 39.1365,
        Longitude: -84.4421,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()) as Property;
    ids.add(listing.id);
    for (const [client, email] of [
      [uninvited, uninvitedEmail],
      [invited, invitedEmail],
    ] as const) {
      await receivedEmail(playwright, `New listing for “Everything instant ${suffix}”: ${canary.title}`, email);
      expect((await client.put(`/api/account/favourites/${listing.id}`, { data: {} })).ok()).toBe(true);
    }

    // On the map while public (its trigger places it within seconds), so that its absence later is the gate's.
    await expect(async () => expect(await (await visitor.get(MAP_OF_THE_CANARY[0]!)).text()).toContain(listing.id)).toPass({
      timeout: 30_000,
    });

    // Invitation only, from now on; one of the two clients is invited.
    const privately = await admin.patch(`/api/properties/${listing.id}`, { data: { ...formOf(listing), visibility: 'invited' } });
    expect(privately.status(), await privately.text()).toBe(200);
    const invitedUid = ((await (await invited.get('/api/account')).json()) as ClientAccount).uid;
    expect((await admin.put(`/api/properties/${listing.id}/access/${invitedUid}`)).ok()).toBe(true);
    const before = new Set((await inboxEmails(playwright)).map((email) => email.id));

    // A price cut and a status change: alerts for the invited client's favourite and searches only.
    const cut = await admin.patch(`/api/properties/${listing.id}`, {
      data: { ...formOf(listing), visibility: 'invited', price: canary.prices[1] },
    });
    expect(cut.status(), await cut.text()).toBe(200);
    const moved = await admin.post(`/api/properties/${listing.id}/status`, {
      data: { StandardStatus: 'Active Under Contract', date: dayAhead(0) },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const invitedAlert = await receivedEmail(playwright, `Status change for “Everything instant ${suffix}”: ${canary.title}`, invitedEmail);
    expect(emailText(invitedAlert)).toContain(canary.title);
    // The daily digest is sent now, as `npm run alerts:digest` sends it: what it held of the
    // listing is no longer the uninvited client's.
    await promisify(execFile)('npx', ['tsx', 'scripts/alertDigest.ts', '--frequency', 'daily']);

    // Showing requests, at the showings' door and the spec's: refused as for any listing that is not open for showings.
    for (const [who, api] of [
      ['a visitor', visitor],
      ['the uninvited client', uninvited],
    ] as const) {
      for (const door of ['/api/showings', '/api/leads']) {
        const request = await api.post(door, {
          data: {
            source: 'schedule_form',
            name: `Canary Visitor ${suffix}`,
            email: who === 'a visitor' ? visitorEmail : uninvitedEmail,
            phone: '(513) 555-0142',
            propertyId: listing.id,
            preferredDate: dayAhead(3),
            preferredTime: '10:00 AM',
          },
        });
        expect(request.status(), `a showing request from ${who} to ${door}`).toBe(400);
        expectNoCanary(canary, `the showing request's answer to ${who} from ${door}`, await answerText(request));
      }
    }
    // A home valuation beside the canary, naming it as the home (a private listing is no listing), and its seller lead's copy.
    const home = {
      propertyType: 'Single Family',
      bedrooms: 5,
      bathrooms: 4.5,
      squareFeet: 6100,
      condition: 'Good',
      neighborhood: 'Hyde Park',
    };
    const valuation = { home: { ...home, Latitude: 39.1365, Longitude: -84.4421 }, listingId: listing.id };
    for (const [who, api] of [
      ['a visitor', visitor],
      ['the uninvited client', uninvited],
    ] as const) {
      const valued = await api.post('/api/valuations', { data: valuation });
      expect(valued.status(), `the valuation for ${who}`).toBe(200);
      expectNoCanary(canary, `the valuation's answer to ${who}`, await answerText(valued));
    }
    const sellerLead = await visitor.post('/api/valuations/leads', {
      data: { name: `Canary Visitor ${suffix}`, email: visitorEmail, followUpConsent: true, reportConsent: true, valuation },
    });
    expect(sellerLead.status(), await sellerLead.text()).toBe(201);
    expectNoCanary(canary, 'the seller lead’s answer', await answerText(sellerLead));
    await receivedEmail(playwright, 'Your home’s estimated value', visitorEmail);

    // The market report anyone can ask for.
    const report = await visitor.post('/api/leads', {
      data: { source: 'popup_lead_form', name: `Canary Visitor ${suffix}`, email: visitorEmail },
    });
    expect(report.status()).toBe(201);
    const reportEmail = await receivedEmail(playwright, 'Your Cincinnati Market Report', visitorEmail);
    expectNoCanary(canary, 'the market report', emailText(reportEmail));
    // The seller lead's homeowner report, sent now as `npm run home-reports:send` sends it: its new
    // sales and listings nearby pass the gate when it is written.
    await promisify(execFile)('npx', ['tsx', 'scripts/homeownerReports.ts']);
    const homeReport = await receivedEmail(playwright, HOMEOWNER_REPORT_TEXTS.subject(formatMonth(agencyMonth())), visitorEmail);
    expectNoCanary(canary, 'the homeowner report', emailText(homeReport));

    // An open house of the private listing: nothing of it is public.
    const openHouse = await admin.post('/api/admin/open-houses', {
      data: {
        ListingKey: listing.id,
        OpenHouseDate: dayAhead(2),
        OpenHouseStartTime: '13:00',
        OpenHouseEndTime: '15:00',
        OpenHouseType: 'Public',
      },
    });
    expect(openHouse.status(), await openHouse.text()).toBe(201);
    const openHouseKey = ((await openHouse.json()) as OpenHouse).OpenHouseKey;
    const rsvp = await visitor.post(`/api/open-houses/${openHouseKey}/rsvps`, {
      data: { name: `Canary Visitor ${suffix}`, email: visitorEmail, partySize: 1 },
    });
    expectNoCanary(canary, 'the RSVP answer', await answerText(rsvp));

    // A partner's RESO key without off-market listings.
    const key = await admin.post('/api/admin/settings/reso-keys', { data: { name: `Canary partner ${suffix}`, includeOffMarket: false } });
    expect(key.status()).toBe(201);
    const { token, key: record } = (await key.json()) as NewResoKey;
    resoKeyId = record.id;

    // The walk: every public page and GET route, as a visitor and as the uninvited client.
    const neighborhoods = (await (await visitor.get('/api/neighborhoods')).json()) as Neighborhood[];
    const hydePark = neighborhoods.find((neighborhood) => neighborhood.name === 'Hyde Park');
    expect(hydePark, 'the seeded Hyde Park guide').toBeDefined();
    const paths = walkPaths(listing.id, openHouseKey, hydePark!.id, `${suffix} Canary Lane`);
    for (const [who, api] of [
      ['a visitor', visitor],
      ['the uninvited client', uninvited],
    ] as const) {
      for (const path of paths) expectNoCanary(canary, `GET ${path} for ${who}`, await answerText(await api.get(path)));
      // A pin names its listing by id: the canary's is on no map.
      for (const path of MAP_OF_THE_CANARY)
        expect(await answerText(await api.get(path)), `GET ${path} for ${who}`).not.toContain(listing.id);
      // The sitemaps, each the index lists: not even the listing's address on the site.
      for (const path of await sitemapPaths(async (sitemap) => (await api.get(sitemap)).text())) {
        const text = await answerText(await api.get(path));
        expectNoCanary(canary, `GET ${path} for ${who}`, text);
        expect(text, `GET ${path} for ${who}`).not.toContain(`/properties/${listing.id}<`);
      }
      for (const first of [
        '/api/properties?limit=1',
        '/api/properties?limit=1&neighborhood=Hyde+Park',
        '/api/properties?limit=1&status=all',
      ]) {
        for (const page of await everyPage(api, first)) expectNoCanary(canary, `${page.path} for ${who}`, page.text);
      }
    }
    const feed = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
    try {
      for (const page of await everyFeedPage(feed, '/api/reso/Property?$top=1&$expand=Media')) {
        expectNoCanary(canary, `${page.path} for a key without off-market listings`, page.text);
      }
      expectNoCanary(canary, 'the feed metadata', await answerText(await feed.get('/api/reso/$metadata')));
    } finally {
      await feed.dispose();
    }

    // Every email sent since the listing turned private to the uninvited client and the visitor.
    await expect(async () => {
      const emails = await inboxEmails(playwright);
      const invitedSince = emails.filter((email) => !before.has(email.id) && isTo(email, invitedEmail));
      // The invited client has the price cut and the status change (with their favourite's or apart).
      expect(invitedSince.some((email) => emailText(email).includes(canary.title))).toBe(true);
    }).toPass({ timeout: 60_000 });
    const outsiders = (await inboxEmails(playwright)).filter(
      (email) => !before.has(email.id) && (isTo(email, uninvitedEmail) || isTo(email, visitorEmail)),
    );
    expect(outsiders.length, 'the walk sent the outsiders emails to read (the market report at least)').toBeGreaterThan(0);
    for (const email of outsiders) expectNoCanary(canary, `the email "${email.subject}" to ${email.to[0]?.address}`, emailText(email));

    // The positive controls: the invited client and staff read the listing whole.
    expect(await (await invited.get(`/api/account/listings/${listing.id}`)).text()).toContain(canary.title);
    const staffList = await admin.get(`/api/properties?status=all&search=${encodeURIComponent(`Canary ${suffix}`)}`);
    expect(await staffList.text()).toContain(canary.address);
  } finally {
    await Promise.all(clients.map((client) => deleteClient(client)));
    await visitor.dispose();
    await admin.dispose();
    await cleanUp(baseURL!, `the canary listing of ${suffix}`, async (api) => {
      if (resoKeyId) await api.delete(`/api/admin/settings/reso-keys/${encodeURIComponent(resoKeyId)}`);
      await removeLeads(api, suffix);
      await removeLeads(api, visitorEmail);
      await removeProperties(api, `Canary ${suffix}`, ids);
    });
  }
});

/** The listing's form fields as PATCH /api/properties/:id replaces them. */
function formOf(listing: Property) {
  const { title, address, neighborhood, price, bedrooms, bathrooms, squareFeet, description, propertyType, images } = listing;
  return { title, address, neighborhood, price, bedrooms, bathrooms, squareFeet, description, propertyType, images };
}

/** A drawn area, a 2 km circle, with the canary's position inside it: the area search reads through the gate too. */
const AROUND_THE_CANARY = encodeURIComponent('c:39.1365,-84.4421,2000');

/** The map's view around the canary (about 2 km each way): the list in view and the map read the map's cells, through the gate too. */
const VIEW_OF_THE_CANARY = encodeURIComponent('-84.465,39.12,-84.42,39.155');

/** The map around the canary: single pins (which carry ids and prices), clusters at the metro's zoom, and a keyword's map. */
const MAP_OF_THE_CANARY = [
  `/api/properties/map?view=${VIEW_OF_THE_CANARY}&zoom=15`,
  `/api/properties/map?view=${encodeURIComponent('-85.05,38.75,-83.85,39.6')}&zoom=9`,
  `/api/properties/map?view=${VIEW_OF_THE_CANARY}&zoom=15&search=canary`,
];

/** Every public page, and every GET route of docs/product/api.md#api a visitor or client may call, with the canary's ids. */
function walkPaths(listingId: string, openHouseKey: string, neighborhoodId: string, street: string): string[] {
  const filled: Record<(typeof WALKED_GET_ROUTES)[number], string[]> = {
    '/api/user': ['/api/user'],
    '/api/properties': [
      '/api/properties',
      '/api/properties?status=sold',
      '/api/properties?neighborhood=Hyde+Park&sort=price_desc',
      `/api/properties?area=${AROUND_THE_CANARY}`,
      `/api/properties?view=${VIEW_OF_THE_CANARY}`,
      `/api/properties?view=${VIEW_OF_THE_CANARY}&search=canary`,
    ],
    '/api/properties/map': MAP_OF_THE_CANARY,
    '/api/properties/featured': ['/api/properties/featured'],
    '/api/properties/:id': [`/api/properties/${listingId}`],
    '/api/properties/:id/history': [`/api/properties/${listingId}/history`],
    '/api/properties/:id/teaser-photo': [`/api/properties/${listingId}/teaser-photo`],
    '/api/sales': ['/api/sales'],
    '/api/valuations/addresses': [`/api/valuations/addresses?q=${encodeURIComponent(street)}`, '/api/valuations/addresses?q=Canary+Lane'],
    '/api/neighborhoods': ['/api/neighborhoods'],
    '/api/neighborhoods/boundaries': ['/api/neighborhoods/boundaries'],
    '/api/neighborhoods/:id': [`/api/neighborhoods/${neighborhoodId}`],
    '/api/testimonials': ['/api/testimonials'],
    '/api/testimonials/:id': ['/api/testimonials/none'],
    '/api/blog-posts': ['/api/blog-posts'],
    '/api/blog-posts/:id': ['/api/blog-posts/none'],
    '/api/uploads/:filename': ['/api/uploads/none.jpg'],
    '/api/health': ['/api/health'],
    '/api/account/state': ['/api/account/state'],
    '/api/alerts/unsubscribe': ['/api/alerts/unsubscribe?token=x'],
    '/api/home-reports/unsubscribe': ['/api/home-reports/unsubscribe?token=x'],
    '/api/home-reports/opened/:token.gif': ['/api/home-reports/opened/x.gif'],
    '/api/showings/slots': [`/api/showings/slots?propertyId=${listingId}&date=${dayAhead(3)}`],
    '/api/showings/manage': ['/api/showings/manage?token=x'],
    '/api/calendar/:token.ics': ['/api/calendar/x.ics'],
    '/api/feedback': ['/api/feedback?token=x'],
    '/api/open-houses': ['/api/open-houses'],
    '/api/properties/:id/open-houses': [`/api/properties/${listingId}/open-houses`],
    '/api/open-houses/rsvp': ['/api/open-houses/rsvp?token=x'],
    '/api/open-houses/:id.ics': [`/api/open-houses/${openHouseKey}.ics`],
    '/api/open-houses/:id': [`/api/open-houses/${openHouseKey}`],
    '/api/open-houses/:id/invitation': [`/api/open-houses/${openHouseKey}/invitation?token=x`],
    '/api/open-houses/:id/door': [`/api/open-houses/${openHouseKey}/door?code=x`],
    '/api/reso/Property': ['/api/reso/Property'],
    '/api/reso/$metadata': ['/api/reso/$metadata'],
    '/api/account': ['/api/account'],
    '/api/account/favourites': ['/api/account/favourites'],
    '/api/account/export': ['/api/account/export'],
    '/api/account/searches': ['/api/account/searches'],
    '/api/account/private-listings': ['/api/account/private-listings'],
    '/api/account/listings/:id': [`/api/account/listings/${listingId}`],
    '/api/account/access-log': ['/api/account/access-log'],
    '/cma/:token': ['/cma/x'],
    '/cma/:token.pdf': ['/cma/x.pdf'],
  };
  const pages = [
    '/',
    '/properties',
    '/properties?neighborhood=Hyde+Park',
    '/properties?status=sold',
    `/properties?area=${AROUND_THE_CANARY}`,
    `/properties?view=${VIEW_OF_THE_CANARY}`,
    `/properties/${listingId}`,
    `/property/${listingId}`,
    '/sold',
    '/open-houses',
    `/open-houses/${openHouseKey}`,
    '/neighborhoods',
    `/neighborhoods/${neighborhoodId}`,
    '/home-value',
    // The homeowner report's pages: shells the browser fills from the calls walked above.
    '/home-value/agent?token=x',
    '/home-value/unsubscribe?token=x',
    '/investor-hub',
    '/about',
    '/blog',
    '/contact',
    `/schedule-showing?propertyId=${listingId}`,
    '/search',
    '/privacy',
    '/a-page-that-does-not-exist',
    '/robots.txt',
  ];
  return [...Object.values(filled).flat(), ...pages];
}

/** Every page of a paged list, following X-Next-Cursor to the end (decoded in each answer's text). */
async function everyPage(api: APIRequestContext, first: string): Promise<{ path: string; text: string }[]> {
  const pages: { path: string; text: string }[] = [];
  let path: string | undefined = first;
  while (path && pages.length < 200) {
    const response: APIResponse = await api.get(path);
    pages.push({ path, text: await answerText(response) });
    const cursor: string | undefined = response.headers()['x-next-cursor'];
    path = cursor ? `${first}&cursor=${encodeURIComponent(cursor)}` : undefined;
  }
  // A page of the site's own list: its next-page link carries the same cursor.
  const site = await api.get(`/properties?${new URL(first, SITE_URL).searchParams.toString().replace('limit=1', '')}`);
  pages.push({ path: 'the server-rendered list', text: await answerText(site) });
  return pages;
}

/** Every page of the RESO feed, following @odata.nextLink (its $skiptoken decoded) to the end. */
async function everyFeedPage(feed: APIRequestContext, first: string): Promise<{ path: string; text: string }[]> {
  const pages: { path: string; text: string }[] = [];
  let path: string | undefined = first;
  while (path && pages.length < 200) {
    const response = await feed.get(path);
    const body = (await response.json()) as { '@odata.nextLink'?: string };
    const next = body['@odata.nextLink'];
    const skipToken = next ? (new URL(next).searchParams.get('$skiptoken') ?? '') : '';
    pages.push({ path, text: `${await answerText(response)}\n${decodedCursor(skipToken)}` });
    path = next ? `${new URL(next).pathname}${new URL(next).search}` : undefined;
  }
  return pages;
}
