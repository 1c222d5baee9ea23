import request from 'supertest';
import type { DocumentData } from 'firebase-admin/firestore';
import { DRAWN_AREA_TEXTS, formatDrawnArea, type PropertyInput, type SavedSearch } from '@estate/domain';
import { ALERTS, alertListingOf, SAVED_SEARCHES } from '../../src/savedSearches';
import { alertDigests, listingAlerts } from '../../src/composition';
import { PROPERTIES } from '../../src/listings';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp } from '../support/testApp';
import { HYDE_PARK_TRIANGLE } from '../../../scripts/fixtures/drawnAreas';

/**
 * A saved search of a drawn area (docs/product/clients.md#saved-searches-and-alerts): kept with its
 * area, and alerted, instantly or in a digest, of listings inside it only (listingInArea, the rule
 * of /properties).
 */
const t = testApp();
afterAll(() => t.teardown());

const SITE = 'https://queencityestates.com';
const logger = { error: jest.fn(), info: jest.fn() };
const INSIDE = { Latitude: 39.14, Longitude: -84.44 };
const OUTSIDE = { Latitude: 39.14, Longitude: -84.46 };
const AREA_QUERY = new URLSearchParams({ area: formatDrawnArea(HYDE_PARK_TRIANGLE) }).toString();

async function writeListing(id: string, data: DocumentData) {
  const ref = t.deps.db.collection(PROPERTIES).doc(id);
  const before = (await ref.get()).data();
  await ref.set(data);
  const outcome = await listingAlerts(t.repos).listingChanged(alertListingOf(id, before), alertListingOf(id, data));
  await t.sendQueuedMail({ siteOrigin: SITE, logger });
  return outcome;
}

const listing = (title: string, form: Partial<PropertyInput>) =>
  storedListing({ title, neighborhood: 'Hyde Park', price: 900_000, ...form }, '2026-10-01T15:00:00.000Z');

let jordan: string;
beforeEach(async () => {
  await t.reset();
  jordan = await t.signInAsClient('jordan@example.com');
  t.sentMail.length = 0;
});

const save = async (query: string, frequency: string) =>
  (
    await request(t.app)
      .post('/api/account/searches')
      .set('Cookie', jordan)
      .set('Origin', ORIGIN)
      .send({ name: 'Near the square', frequency, query })
      .expect(201)
  ).body as SavedSearch;

const alertMails = () => t.sentMail.filter((mail) => mail.headers?.['List-Unsubscribe']);

describe('a saved search of a drawn area', () => {
  it('is saved with its area, listed with it, and stored as the URL writes it', async () => {
    const saved = await save(`propertyType=Single+Family&${AREA_QUERY}`, 'daily');
    expect(saved).toMatchObject({
      filters: { propertyType: 'Single Family', area: HYDE_PARK_TRIANGLE },
      query: `propertyType=Single+Family&${AREA_QUERY}`,
    });
    const listed = (await request(t.app).get('/api/account/searches').set('Cookie', jordan).expect(200)).body as SavedSearch[];
    expect(listed).toEqual([saved]);
    // Firestore keeps no arrays of arrays: the area is stored in its URL form.
    const stored = (await t.deps.db.collection(SAVED_SEARCHES).doc(saved.id).get()).data()!;
    expect(stored.filters).toEqual({ propertyType: 'Single Family', status: 'for-sale', area: formatDrawnArea(HYDE_PARK_TRIANGLE) });
  });

  it('is refused with the area’s own message when its area cannot be read', async () => {
    const response = await request(t.app)
      .post('/api/account/searches')
      .set('Cookie', jordan)
      .set('Origin', ORIGIN)
      .send({ name: 'Too small', frequency: 'instant', query: 'area=c:39.14,-84.44,20' })
      .expect(400);
    expect(response.body.message).toBe(DRAWN_AREA_TEXTS.radius);
  });

  it('alerts at once for a new listing inside the area and not for one outside, nor for one without a position', async () => {
    await save(AREA_QUERY, 'instant');
    expect(await writeListing('inside', listing('Erie Avenue Colonial', INSIDE))).toEqual({ recorded: 1, queued: 1 });
    expect(await writeListing('outside', listing('Grandin Road Tudor', OUTSIDE))).toEqual({ recorded: 0, queued: 0 });
    expect(await writeListing('unplaced', listing('A Home Not Yet Placed', { Latitude: undefined, Longitude: undefined }))).toEqual({
      recorded: 0,
      queued: 0,
    });
    expect(alertMails().map((mail) => mail.subject)).toEqual(['New listing for “Near the square”: Erie Avenue Colonial']);
    expect(alertMails()[0]!.text).toContain(`Every home of this search: ${SITE}/properties?${AREA_QUERY}`);
    // The alert keeps what its email shows of the listing, not where it is.
    const [alert] = (await t.deps.db.collection(ALERTS).get()).docs.map((doc) => doc.data());
    expect(alert!.listing).not.toHaveProperty('Latitude');
  });

  it('alerts of a price cut inside the area, and of nothing when a listing moves out of it', async () => {
    await writeListing('inside', listing('Erie Avenue Colonial', INSIDE));
    await save(AREA_QUERY, 'instant');
    expect(await writeListing('inside', listing('Erie Avenue Colonial', { ...INSIDE, price: 850_000 }))).toEqual({
      recorded: 1,
      queued: 1,
    });
    expect(await writeListing('inside', listing('Erie Avenue Colonial', { ...OUTSIDE, price: 800_000 }))).toEqual({
      recorded: 0,
      queued: 0,
    });
  });

  it('gathers in its digest the listings inside the area only', async () => {
    await save(AREA_QUERY, 'daily');
    await writeListing('inside', listing('Erie Avenue Colonial', INSIDE));
    await writeListing('outside', listing('Grandin Road Tudor', OUTSIDE));
    expect(alertMails()).toHaveLength(0);
    expect(await alertDigests(t.repos).run(['daily'])).toEqual({ daily: 1 });
    await t.sendQueuedMail({ siteOrigin: SITE, logger });
    const [digest] = alertMails();
    expect(digest!.subject).toBe('Your daily digest for “Near the square”: 1 update');
    expect(digest!.text).toContain(`${SITE}/property/inside`);
    expect(digest!.text).not.toContain(`${SITE}/property/outside`);
  });
});
