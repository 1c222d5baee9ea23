import request from 'supertest';
import {
  agencyToday,
  CORRECTION_MESSAGES,
  LISTING_MOVE_MESSAGES,
  SHOWING_NOT_OPEN_MESSAGE,
  type ListingEvent,
  type Property,
} from '@estate/domain';
import { completeLegacyListings } from '../../src/listings';
import { storedListing } from '../support/storedListing';
import { postLead, validPayloads } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const home = {
  title: 'Queen Anne on Middleton Avenue',
  address: '3560 Middleton Ave, Cincinnati, OH 45220',
  neighborhood: 'Clifton',
  price: 900_000,
  images: ['/media/homes/home-03.svg'],
  bedrooms: 5,
  bathrooms: 3.5,
  squareFeet: 4200,
  description: 'A Queen Anne Victorian with a turret under the gas lamps of Clifton.',
  propertyType: 'Single Family',
  Latitude: 39.1484,
  Longitude: -84.5158,
};

/** A listing stored before coordinates existed, or one made Coming Soon before its place was known. */
const unplaced = (({ Latitude: _latitude, Longitude: _longitude, ...rest }) => rest)(home);

const admin = async () => {
  const cookie = await t.signInAsAdmin();
  const as = <T extends request.Test>(test: T) => test.set('Cookie', cookie).set('Origin', ORIGIN);
  return {
    create: (body: object = home) => as(request(t.app).post('/api/properties')).send(body),
    patch: (id: string, body: object) => as(request(t.app).patch(`/api/properties/${id}`)).send(body),
    move: (id: string, body: object) => as(request(t.app).post(`/api/properties/${id}/status`)).send(body),
    events: (id: string) => as(request(t.app).get(`/api/properties/${id}/events`)),
    correct: (id: string, entry: string, body: object) =>
      as(request(t.app).post(`/api/properties/${id}/history/${entry}/corrections`)).send(body),
    list: (status: string) => as(request(t.app).get('/api/properties')).query({ status }),
  };
};

const ids = (response: request.Response) => (response.body as Property[]).map((property) => property.id);

describe('a listing through its life', () => {
  it('is listed, cut, put under contract and sold, each change recorded once with who made it', async () => {
    const api = await admin();
    const created = (await api.create({ ...home, ListingContractDate: '2026-09-01' }).expect(201)).body as Property;
    expect(created).toMatchObject({
      StandardStatus: 'Active',
      price: 900_000,
      ListPrice: 900_000,
      OriginalListPrice: 900_000,
      ListingContractDate: '2026-09-01',
      OnMarketDate: '2026-09-01',
      showSoldPrice: true,
    });

    const cut = (await api.patch(created.id, { price: 850_000 }).expect(200)).body as Property;
    expect(cut).toMatchObject({ price: 850_000, ListPrice: 850_000, OriginalListPrice: 900_000, PreviousListPrice: 900_000 });
    expect(cut.PriceChangeTimestamp).toBe(agencyToday());
    // The same edit again changes nothing, and records nothing.
    await api.patch(created.id, { price: 850_000 }).expect(200);

    await api.move(created.id, { StandardStatus: 'Active Under Contract', date: '2026-10-05' }).expect(200);
    // A retried move answers the listing as it is.
    await api.move(created.id, { StandardStatus: 'Active Under Contract', date: '2026-10-05' }).expect(200);
    const sold = (await api.move(created.id, { StandardStatus: 'Closed', date: '2026-11-10', ClosePrice: 840_000 }).expect(200))
      .body as Property;
    expect(sold).toMatchObject({
      StandardStatus: 'Closed',
      ClosePrice: 840_000,
      CloseDate: '2026-11-10',
      PurchaseContractDate: '2026-10-05',
      DaysOnMarket: 34,
    });

    const events = (await api.events(created.id).expect(200)).body as ListingEvent[];
    expect(events.map((event) => [event.kind, event.date, event.listPrice])).toEqual([
      ['listed', '2026-09-01', 900_000],
      ['price', agencyToday(), 850_000],
      ['status', '2026-10-05', 850_000],
      ['status', '2026-11-10', 850_000],
    ]);
    expect(events.every((event) => typeof event.by === 'string' && event.by.length > 0)).toBe(true);
    expect(events[1]!.changes.ListPrice).toEqual({ from: 900_000, to: 850_000 });
    expect(events[3]!.changes).toMatchObject({
      StandardStatus: { from: 'Active Under Contract', to: 'Closed' },
      ClosePrice: { from: null, to: 840_000 },
    });

    const history = await request(t.app).get(`/api/properties/${created.id}/history`).expect(200);
    expect(history.body).toEqual(
      [
        { date: '2026-11-10', event: 'Sold', price: 840_000 },
        { date: agencyToday(), event: 'Price reduced', price: 850_000 },
        { date: '2026-10-05', event: 'Under contract', price: 850_000 },
        { date: '2026-09-01', event: 'Listed', price: 900_000 },
      ].sort((a, b) => b.date.localeCompare(a.date)),
    );

    // Sold listings keep their page, and leave the default listing for the Sold filter.
    await request(t.app).get(`/api/properties/${created.id}`).expect(200);
    expect(ids(await request(t.app).get('/api/properties').expect(200))).toEqual([]);
    expect(ids(await request(t.app).get('/api/properties').query({ status: 'sold' }).expect(200))).toEqual([created.id]);
  });

  it.each([
    ['Closed without a close price', { StandardStatus: 'Closed', date: '2026-11-10' }, LISTING_MOVE_MESSAGES.closePrice],
    [
      'a close date before the listing date',
      { StandardStatus: 'Closed', date: '2026-08-01', ClosePrice: 800_000 },
      'The close date cannot be before the listing date',
    ],
    ['a date that is no day', { StandardStatus: 'Pending', date: '2026-02-30' }, LISTING_MOVE_MESSAGES.date],
    ['a status that is none', { StandardStatus: 'Sold', date: '2026-11-10' }, expect.stringContaining('Status must be one of')],
    ['Coming Soon after Active', { StandardStatus: 'Coming Soon', date: '2026-11-10' }, 'A listing cannot go from Active to Coming Soon'],
  ])('refuses %s with its message', async (_name, body, message) => {
    const api = await admin();
    const { id } = (await api.create({ ...home, ListingContractDate: '2026-09-01' }).expect(201)).body as Property;
    expect((await api.move(id, body).expect(400)).body.message).toEqual(message);
    expect((await api.events(id).expect(200)).body).toHaveLength(1);
  });

  it('refuses Coming Soon after Closed, and any edit of status or listing date but through the moves', async () => {
    const api = await admin();
    const { id } = (await api.create({ ...home, ListingContractDate: '2026-09-01' }).expect(201)).body as Property;
    await api.move(id, { StandardStatus: 'Closed', date: '2026-11-10', ClosePrice: 880_000 }).expect(200);
    expect((await api.move(id, { StandardStatus: 'Coming Soon', date: '2026-11-11' }).expect(400)).body.message).toBe(
      LISTING_MOVE_MESSAGES.closed,
    );
    expect((await api.patch(id, { price: 700_000 }).expect(400)).body.message).toBe(LISTING_MOVE_MESSAGES.closed);
    expect((await api.patch(id, { StandardStatus: 'Active' }).expect(400)).body.message).toMatch(/status actions/);
    expect((await api.patch(id, { ListingContractDate: '2026-01-01' }).expect(400)).body.message).toMatch(/correction/);
  });

  it('starts a new listing Coming Soon, without an on-market date, and refuses to start one sold', async () => {
    const api = await admin();
    const soon = (await api.create({ ...home, StandardStatus: 'Coming Soon' }).expect(201)).body as Property;
    expect(soon.StandardStatus).toBe('Coming Soon');
    expect(soon.OnMarketDate).toBeUndefined();
    expect(soon.DaysOnMarket).toBe(0);
    expect((await api.create({ ...home, StandardStatus: 'Closed' }).expect(400)).body.message).toMatch(/Coming Soon or Active/);
  });

  it("hides withdrawn listings from the public, shows them to admins' off-market filter, and keeps a withheld sale price private", async () => {
    const api = await admin();
    const { id } = (await api.create({ ...home, ListingContractDate: '2026-09-01' }).expect(201)).body as Property;
    await api.move(id, { StandardStatus: 'Withdrawn', date: '2026-10-01' }).expect(200);
    await request(t.app).get(`/api/properties/${id}`).expect(404, { message: 'Property not found' });
    await request(t.app).get(`/api/properties/${id}/history`).expect(404);
    await request(t.app).get('/api/properties').query({ status: 'off-market' }).expect(401);
    expect(ids(await api.list('off-market').expect(200))).toEqual([id]);
    expect((await api.list('all').expect(200)).headers['cache-control']).toBe('private, no-store');

    const other = (await api.create({ ...home, title: 'Private Sale on Middleton', showSoldPrice: false }).expect(201)).body as Property;
    await api.move(other.id, { StandardStatus: 'Closed', date: agencyToday(), ClosePrice: 910_000 }).expect(200);
    const shown = (await request(t.app).get(`/api/properties/${other.id}`).expect(200)).body as Property;
    expect(shown.StandardStatus).toBe('Closed');
    expect(shown).not.toHaveProperty('ClosePrice');
    expect((await request(t.app).get(`/api/properties/${other.id}/history`).expect(200)).body[0]).toMatchObject({
      event: 'Sold',
      price: null,
    });
    const sales = (await request(t.app).get('/api/sales').expect(200)).body;
    expect(sales.record.total).toMatchObject({ count: 1, volume: 0, medianSaleToList: null });
    expect(sales.listings[0]).not.toHaveProperty('ClosePrice');
  });
});

describe('showing requests', () => {
  it('are refused for a home not open for showings, and taken once it goes Active', async () => {
    const api = await admin();
    const { id } = (await api.create({ ...home, StandardStatus: 'Coming Soon' }).expect(201)).body as Property;
    const showing = { ...validPayloads.schedule_form, propertyId: id };
    expect((await postLead(t.app, showing).expect(400)).body.message).toBe(SHOWING_NOT_OPEN_MESSAGE);
    await api.move(id, { StandardStatus: 'Active', date: agencyToday() }).expect(200);
    await postLead(t.app, showing).expect(201);
  });
});

describe('a listing goes Active only placed on the map', () => {
  const refusal = {
    message: 'Place the listing on the map before it goes Active',
    errors: {
      Latitude: 'Place the listing on the map before it goes Active',
      Longitude: 'Place the listing on the map before it goes Active',
    },
  };

  it('refuses to create it Active without coordinates, and creates it Coming Soon without them', async () => {
    const api = await admin();
    expect((await api.create(unplaced).expect(400)).body).toEqual(refusal);
    expect((await api.create({ ...unplaced, StandardStatus: 'Active' }).expect(400)).body).toEqual(refusal);
    const soon = (await api.create({ ...unplaced, StandardStatus: 'Coming Soon' }).expect(201)).body as Property;
    expect(soon).not.toHaveProperty('Latitude');
  });

  it('refuses the move to Active until an edit places it, then stores and answers the coordinates', async () => {
    const api = await admin();
    const { id } = (await api.create({ ...unplaced, StandardStatus: 'Coming Soon' }).expect(201)).body as Property;
    expect((await api.move(id, { StandardStatus: 'Active', date: agencyToday() }).expect(400)).body).toEqual(refusal);
    await api.patch(id, { Latitude: home.Latitude, Longitude: home.Longitude }).expect(200);
    const active = (await api.move(id, { StandardStatus: 'Active', date: agencyToday() }).expect(200)).body as Property;
    expect(active).toMatchObject({ StandardStatus: 'Active', Latitude: 39.1484, Longitude: -84.5158 });
    expect((await request(t.app).get(`/api/properties/${id}`).expect(200)).body).toMatchObject({ Latitude: 39.1484, Longitude: -84.5158 });
  });

  it('keeps a listing stored before coordinates readable and editable, and clears them when both inputs are emptied', async () => {
    const api = await admin();
    await t.deps.db
      .collection('properties')
      .doc('legacy')
      .set(storedListing({ Latitude: undefined, Longitude: undefined }, '2026-10-01T12:00:00Z'));
    const read = (await request(t.app).get('/api/properties/legacy').expect(200)).body as Property;
    expect(read).not.toHaveProperty('Latitude');
    await api.patch('legacy', { title: 'A Listing Renamed by Staff' }).expect(200);
    const created = (await api.create(home).expect(201)).body as Property;
    const cleared = (await api.patch(created.id, { Latitude: null, Longitude: null }).expect(200)).body as Property;
    expect(cleared).not.toHaveProperty('Latitude');
    expect(cleared).not.toHaveProperty('Longitude');
  });

  it.each([
    [{ Latitude: 40.7128, Longitude: -74.006 }, 'Latitude must be a number in the Cincinnati region (38.75 to 39.6)'],
    [{ Latitude: 39.1484, Longitude: 84.5158 }, 'Longitude must be a number in the Cincinnati region (-85.05 to -83.85)'],
    [{ Latitude: 39.1484 }, 'Give both latitude and longitude, or neither'],
    [{ Latitude: 'north', Longitude: -84.5 }, 'Latitude must be a number in the Cincinnati region (38.75 to 39.6)'],
  ])('answers 400 for coordinates %j', async (coordinates, message) => {
    const api = await admin();
    expect((await api.create({ ...unplaced, ...coordinates }).expect(400)).body.message).toBe(message);
  });
});

describe('an admin correction', () => {
  async function soldListing() {
    const api = await admin();
    const { id } = (await api.create({ ...home, ListingContractDate: '2026-09-01' }).expect(201)).body as Property;
    await api.move(id, { StandardStatus: 'Active Under Contract', date: '2026-10-05' }).expect(200);
    await api.move(id, { StandardStatus: 'Closed', date: '2026-11-10', ClosePrice: 840_000 }).expect(200);
    const events = (await api.events(id).expect(200)).body as ListingEvent[];
    return { api, id, events };
  }

  it("corrects a sale's price and day, recorded as an entry of its own, and the history shows the corrected sale", async () => {
    const { api, id, events } = await soldListing();
    const sale = events.at(-1)!;
    const corrected = (await api.correct(id, sale.id, { price: 845_000, date: '2026-11-12', reason: 'Settlement statement' }).expect(200))
      .body as Property;
    expect(corrected).toMatchObject({ ClosePrice: 845_000, CloseDate: '2026-11-12', StandardStatus: 'Closed' });
    const after = (await api.events(id).expect(200)).body as ListingEvent[];
    expect(after).toHaveLength(events.length + 1);
    expect(after.at(-1)).toMatchObject({
      kind: 'correction',
      corrects: sale.id,
      correctedPrice: 845_000,
      correctedDate: '2026-11-12',
      reason: 'Settlement statement',
      changes: { ClosePrice: { from: 840_000, to: 845_000 }, CloseDate: { from: '2026-11-10', to: '2026-11-12' } },
    });
    expect((await request(t.app).get(`/api/properties/${id}/history`).expect(200)).body[0]).toEqual({
      date: '2026-11-12',
      event: 'Sold',
      price: 845_000,
    });
  });

  it('voids the latest entry (a sale recorded by mistake), putting the listing back under contract', async () => {
    const { api, id, events } = await soldListing();
    const [, contract, sale] = events;
    expect((await api.correct(id, contract!.id, { voids: true, reason: 'Wrong listing' }).expect(400)).body.message).toBe(
      CORRECTION_MESSAGES.notLatest,
    );
    const back = (await api.correct(id, sale!.id, { voids: true, reason: 'Recorded on the wrong listing' }).expect(200)).body as Property;
    expect(back.StandardStatus).toBe('Active Under Contract');
    expect(back).not.toHaveProperty('ClosePrice');
    expect(back).not.toHaveProperty('CloseDate');
    const history = (await request(t.app).get(`/api/properties/${id}/history`).expect(200)).body as { event: string }[];
    expect(history.map((row) => row.event)).toEqual(['Under contract', 'Listed']);
  });

  it('refuses a correction without a reason, one that makes an impossible listing, and an unknown entry', async () => {
    const { api, id, events } = await soldListing();
    const sale = events.at(-1)!;
    expect((await api.correct(id, sale.id, { price: 1 }).expect(400)).body.message).toBe(CORRECTION_MESSAGES.reason);
    expect((await api.correct(id, sale.id, { date: '2026-08-01', reason: 'Typo' }).expect(400)).body.message).toBe(
      'The close date cannot be before the listing date',
    );
    await api.correct(id, 'no-such-entry', { price: 1, reason: 'Typo' }).expect(404, { message: 'History entry not found' });
  });
});

describe('listings stored before statuses', () => {
  it('become Active at their price since they were added, with their listing entry, once', async () => {
    await t.deps.db
      .collection('properties')
      .doc('legacy')
      .set({ ...home, isFeatured: false, isNewListing: false, createdAt: new Date('2026-06-01T15:00:00Z') });
    expect(await completeLegacyListings(t.deps.db)).toBe(1);
    expect(await completeLegacyListings(t.deps.db)).toBe(0);
    const listing = (await request(t.app).get('/api/properties/legacy').expect(200)).body as Property;
    expect(listing).toMatchObject({
      StandardStatus: 'Active',
      ListPrice: 900_000,
      OriginalListPrice: 900_000,
      ListingContractDate: '2026-06-01',
    });
    expect((await request(t.app).get('/api/properties/legacy/history').expect(200)).body).toEqual([
      { date: '2026-06-01', event: 'Listed', price: 900_000 },
    ]);
  });

  it('get the fields the source and city filters query when stored before MLS listings joined the search', async () => {
    const stored = storedListing({ title: 'A Listing Before Sources', address: '2 Vine St, Cincinnati, OH 45202' }, '2026-06-01T15:00:00Z');
    const { listingSet: _set, cityKey: _city, ...before } = stored;
    await t.deps.db.collection('properties').doc('before-sources').set(before);
    expect(await completeLegacyListings(t.deps.db)).toBe(1);
    expect(await completeLegacyListings(t.deps.db)).toBe(0);
    const { body } = await request(t.app).get('/api/properties?source=agency&city=cincinnati').expect(200);
    expect((body as Property[]).map(({ id }) => id)).toEqual(['before-sources']);
  });
});
