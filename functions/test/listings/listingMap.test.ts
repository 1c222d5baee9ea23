import request from 'supertest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  agencyToday,
  CINCINNATI_REGION,
  formatDrawnArea,
  formatMapView,
  MAP_VIEW_TEXTS,
  MAP_ZOOM,
  MAP_ZOOM_TEXTS,
  neighborhoodCentre,
  type ListingMapAnswer,
  type MapView,
  type Property,
  type PropertyInput,
} from '@estate/domain';
import indexes from '../../../firestore.indexes.json';
import { MAP_CELLS, PROPERTIES, type ListingWrite } from '../../src/listings';
import { mlsProjection } from '../../src/mls/mlsProjection';
import { mlsRecord, type MlsRecord } from '../../src/mls/mlsRecord';
import { repositories, siteData } from '../../src/composition';
import { walkListingPages } from '../support/listingPages';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp } from '../support/testApp';
import { HYDE_PARK_TRIANGLE } from '../../../scripts/fixtures/drawnAreas';

/**
 * The map of /properties (docs/product/site.md#listing, docs/product/api.md#api): GET
 * /api/properties/map answers the pins and clusters of a view from the map's cells, the list in
 * view (`view=`) pages through the same cells, and the cells follow the listings' writes.
 */
const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

/** Around Hyde Park Square, a street-level view. */
const HYDE_PARK: MapView = { west: -84.46, south: 39.12, east: -84.42, north: 39.15 };
const METRO = formatMapView(CINCINNATI_REGION);

type Home = [lat: number | undefined, lng: number | undefined, PropertyInput['propertyType'], number, string];
const HOMES: Record<string, Home> = {
  erie: [39.14, -84.44, 'Single Family', 1_200_000, '2026-11-06'],
  square: [39.141, -84.438, 'Condo', 650_000, '2026-11-05'],
  observatory: [39.136, -84.441, 'Single Family', 650_000, '2026-11-04'],
  edwards: [39.143, -84.446, 'Townhouse', 900_000, '2026-11-03'],
  banks: [39.0975, -84.5105, 'Condo', 2_150_000, '2026-10-30'],
  mason: [39.36, -84.31, 'Single Family', 800_000, '2026-10-29'],
  unplaced: [undefined, undefined, 'Single Family', 1_000_000, '2026-10-28'],
};
const IN_HYDE_PARK = ['erie', 'square', 'observatory', 'edwards'];

/** The map's cells as another function instance keeps them: its own copy of what it read. */
const newInstanceCells = () => repositories(t.deps.db).mapCells;

const listingRef = (id: string) => t.deps.db.collection(PROPERTIES).doc(id);

async function storeHomes(): Promise<void> {
  const batch = t.deps.db.batch();
  for (const [id, [Latitude, Longitude, propertyType, price, listedOn]] of Object.entries(HOMES)) {
    const form = { title: `The ${id} home`, propertyType, price, description: `A home called ${id}.`, Latitude, Longitude };
    batch.set(listingRef(id), storedListing(form, `${listedOn}T12:00:00Z`));
  }
  await batch.commit();
  await t.repos.mapCells.rebuild();
}

/** What onListingWritten does for a listing's write (`before`: the listing before it): its change recorded, then drained into the cells. */
async function written(id: string, before: DocumentData | undefined): Promise<void> {
  const after = (await listingRef(id).get()).data();
  await t.repos.mapCells.record(id, before, after, Timestamp.now());
  await t.repos.mapCells.drain();
}

const map = async (query: Record<string, string>) =>
  (await request(t.app).get('/api/properties/map').query(query).expect(200)).body as ListingMapAnswer;
const pinIds = (answer: ListingMapAnswer) => answer.pins.map(({ id }) => id).sort();
const list = async (query: Record<string, string>) =>
  ((await request(t.app).get('/api/properties').query(query).expect(200)).body as Property[]).map(({ id }) => id);
const street = { view: formatMapView(HYDE_PARK), zoom: String(MAP_ZOOM.pinsFrom) };

describe('GET /api/properties/map', () => {
  beforeEach(() => storeHomes());

  it('answers every listing in view as a pin of its own from the street zoom on, with what a pin shows', async () => {
    const answer = await map(street);
    expect(answer.total).toBe(4);
    expect(answer.clusters).toEqual([]);
    expect(pinIds(answer)).toEqual([...IN_HYDE_PARK].sort());
    expect(answer.pins.find(({ id }) => id === 'erie')).toEqual({
      id: 'erie',
      lat: 39.14,
      lng: -84.44,
      price: 1_200_000,
      bedrooms: 3,
      bathrooms: 2,
      propertyType: 'Single Family',
      status: 'Active',
    });
  });

  it('clusters the listings crowded together at the metro zoom, and counts each placed listing once', async () => {
    const answer = await map({ view: METRO, zoom: String(MAP_ZOOM.metro) });
    expect(answer.total).toBe(6);
    const hydePark = answer.clusters.find(({ count }) => count === 4);
    expect(hydePark).toEqual(expect.objectContaining({ id: expect.any(Number), count: 4 }));
    expect(hydePark!.lat).toBeCloseTo(39.14, 1);
    expect(hydePark!.expansionZoom).toBeGreaterThan(MAP_ZOOM.metro);
    expect(hydePark!.expansionZoom).toBeLessThanOrEqual(MAP_ZOOM.pinsFrom);
    expect(pinIds(answer)).toEqual(['banks', 'mason']);
    expect(answer.pins.length + answer.clusters.reduce((sum, { count }) => sum + count, 0)).toBe(answer.total);
  });

  it('takes every filter of the listing with the view', async () => {
    expect(pinIds(await map({ ...street, propertyType: 'Condo' }))).toEqual(['square']);
    expect(pinIds(await map({ ...street, minPrice: '900000' }))).toEqual(['edwards', 'erie']);
    expect(pinIds(await map({ ...street, area: formatDrawnArea(HYDE_PARK_TRIANGLE), maxPrice: '700000' }))).toEqual([
      'observatory',
      'square',
    ]);
    expect((await map({ view: METRO, zoom: '9', neighborhood: 'Oakley' })).total).toBe(0);
    expect(pinIds(await map({ ...street, search: 'erie' }))).toEqual(['erie']);
    const square = (await listingRef('square').get()).data();
    await listingRef('square').update({
      StandardStatus: 'Closed',
      ClosePrice: 640_000,
      CloseDate: '2026-11-20',
      listingSet: 'agency:Closed',
    });
    await written('square', square);
    expect(pinIds(await map({ ...street, status: 'sold' }))).toEqual(['square']);
    expect(pinIds(await map(street))).toEqual(['edwards', 'erie', 'observatory']);
  });

  it('places a listing whose address is withheld at its neighbourhood’s centre alone', async () => {
    const record = mlsRecord('cincy', {
      ListingKey: 'K1',
      StandardStatus: 'Active',
      ListPrice: 650_000,
      PropertyType: 'Residential',
      UnparsedAddress: '3400 Erie Ave, Cincinnati, OH 45208',
      City: 'Cincinnati',
      PostalCode: '45208',
      Latitude: 39.1395,
      Longitude: -84.4405,
      ModificationTimestamp: '2026-11-28T10:00:00Z',
      InternetAddressDisplayYN: false,
      InternetEntireListingDisplayYN: true,
    }) as MlsRecord;
    const projection = mlsProjection(
      record.id,
      record.fields,
      { id: 'cincy', name: 'Cincinnati MLS', agencyOfficeMlsId: 'QCE' },
      { firstLoad: false },
    );
    if (!('data' in projection)) throw new Error(projection.skipped);
    await listingRef(record.id).set({ ...projection.data, createdAt: Timestamp.now() }, { merge: true });
    await written(record.id, undefined);
    const centre = neighborhoodCentre('Hyde Park')!;
    const pin = (await map(street)).pins.find(({ id }) => id === record.id);
    expect(pin).toEqual(
      expect.objectContaining({ lat: Math.round(centre.latitude * 1e5) / 1e5, lng: Math.round(centre.longitude * 1e5) / 1e5 }),
    );
    const stored = (await t.deps.db.collection(MAP_CELLS).get()).docs.map((doc) => JSON.stringify(doc.data()));
    expect(stored.join('')).not.toContain('39.1395');
  });

  it('never answers a private listing: not as a pin, in a cluster or in the total, even before its change reaches the cells', async () => {
    const before = (await listingRef('square').get()).data();
    // Answered once first under an announced version, so that the instance keeps the private listings' ids the change must replace.
    await t.repos.listingGate.changed();
    expect((await map({ view: METRO, zoom: String(MAP_ZOOM.metro) })).total).toBe(6);
    await t.repos.properties.update('square', async (current) => ({ ...current, visibility: 'invited' }) as ListingWrite, { by: null });
    for (const zoom of [MAP_ZOOM.metro, MAP_ZOOM.pinsFrom]) {
      const answer = await map({ view: zoom === MAP_ZOOM.metro ? METRO : street.view, zoom: String(zoom) });
      expect(JSON.stringify(answer)).not.toContain('square');
      expect(answer.total).toBe(zoom === MAP_ZOOM.metro ? 5 : 3);
    }
    expect(await list({ view: street.view })).toEqual(['erie', 'observatory', 'edwards']);
    await written('square', before);
    expect((await t.deps.db.collection(MAP_CELLS).get()).docs.some((doc) => 'square' in (doc.get('entries') as object))).toBe(false);
  });

  it('is the public’s for everyone, and may be cached a minute', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app).get('/api/properties/map').query(street).set('Cookie', cookie).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect((response.body as ListingMapAnswer).total).toBe(4);
    await request(t.app)
      .get('/api/properties/map')
      .query({ ...street, status: 'all' })
      .set('Cookie', cookie)
      .expect(400);
  });

  it.each([
    [{ zoom: '12' }, MAP_VIEW_TEXTS.required],
    [{ view: '-84.46,39.12,-84.42' }, MAP_VIEW_TEXTS.format],
    [{ view: '-84.42,39.12,-84.46,39.15', zoom: '12' }, MAP_VIEW_TEXTS.order],
    [{ view: '-74.1,40.6,-73.9,40.8', zoom: '12' }, MAP_VIEW_TEXTS.region],
    [{ view: street.view }, MAP_ZOOM_TEXTS.required],
    [{ view: street.view, zoom: '19' }, 'zoom must be a whole number from 8 to 18'],
    [{ view: street.view, zoom: 'near' }, 'zoom must be a whole number from 8 to 18'],
    [{ view: METRO, zoom: '15' }, MAP_ZOOM_TEXTS.tooWide],
  ])('answers 400 naming the parameter for %j', async (query, message) => {
    const response = await request(t.app).get('/api/properties/map').query(query).expect(400);
    expect(response.body).toEqual(expect.objectContaining({ message }));
  });
});

describe('the map’s cells', () => {
  it('follow a listing’s writes: placed, moved, sold, deleted', async () => {
    await storeHomes();
    const cookie = await t.signInAsAdmin();
    const as = <T extends request.Test>(test: T) => test.set('Cookie', cookie).set('Origin', ORIGIN);
    const created = (
      await as(request(t.app).post('/api/properties'))
        .send({
          title: 'A Home Placed by Staff',
          address: '3520 Erie Ave, Cincinnati, OH 45208',
          neighborhood: 'Hyde Park',
          price: 875_000,
          images: ['/media/homes/home-03.svg'],
          bedrooms: 4,
          bathrooms: 3,
          squareFeet: 2000,
          description: 'Placed on the map in the dialog.',
          propertyType: 'Single Family',
          Latitude: 39.139,
          Longitude: -84.443,
        })
        .expect(201)
    ).body as Property;
    await written(created.id, undefined);
    expect((await map(street)).pins.find(({ id }) => id === created.id)).toEqual(expect.objectContaining({ price: 875_000, bedrooms: 4 }));

    let before = (await listingRef(created.id).get()).data();
    await as(request(t.app).patch(`/api/properties/${created.id}`))
      .send({ Latitude: 39.36, Longitude: -84.311 })
      .expect(200);
    await written(created.id, before);
    expect(pinIds(await map(street))).not.toContain(created.id);
    expect(pinIds(await map({ view: '-84.33,39.35,-84.29,39.37', zoom: '15' }))).toEqual([created.id, 'mason'].sort());

    before = (await listingRef(created.id).get()).data();
    await as(request(t.app).post(`/api/properties/${created.id}/status`))
      .send({ StandardStatus: 'Closed', date: agencyToday(), ClosePrice: 860_000 })
      .expect(200);
    await written(created.id, before);
    const north = { view: '-84.33,39.35,-84.29,39.37', zoom: '15' };
    expect(pinIds(await map(north))).toEqual(['mason']);
    expect(pinIds(await map({ ...north, status: 'sold' }))).toEqual([created.id]);

    before = (await listingRef(created.id).get()).data();
    await as(request(t.app).delete(`/api/properties/${created.id}`)).expect(200);
    await written(created.id, before);
    expect((await map({ ...north, status: 'sold' })).total).toBe(0);
  });

  it('take a late or repeated change of a listing for nothing, and a newer one in its place', async () => {
    await storeHomes();
    const before = (await listingRef('erie').get()).data();
    await listingRef('erie').update({ price: 1_150_000 });
    const later = (await listingRef('erie').get()).data();
    expect(await t.repos.mapCells.record('erie', before, later, Timestamp.fromMillis(Date.now()))).toBe(true);
    expect(await t.repos.mapCells.record('erie', undefined, before, Timestamp.fromMillis(Date.now() - 60_000))).toBe(false);
    expect(await t.repos.mapCells.drain()).toBe(1);
    expect(await t.repos.mapCells.drain()).toBe(0);
    expect((await map(street)).pins.find(({ id }) => id === 'erie')?.price).toBe(1_150_000);
    // A write the map does not show (the description) records nothing.
    await listingRef('erie').update({ description: 'Freshly painted.' });
    expect(await t.repos.mapCells.record('erie', later, (await listingRef('erie').get()).data(), Timestamp.now())).toBe(false);
  });

  it('are kept by an instance, which after a drain reads only the cells the drain changed', async () => {
    await storeHomes();
    const instance = newInstanceCells();
    const first = await instance.inView(CINCINNATI_REGION);
    expect(first.listings.map(({ id }) => id).sort()).toEqual(['banks', 'edwards', 'erie', 'mason', 'observatory', 'square']);
    expect(first.reads).toBeGreaterThan(2);
    // The cells' state alone, while no drain changed them.
    expect((await instance.inView(CINCINNATI_REGION)).reads).toBe(1);
    // Two views at once on a new instance read each cell once: the second waits for the first's reads.
    const fresh = newInstanceCells();
    const together = await Promise.all([fresh.inView(CINCINNATI_REGION), fresh.inView(CINCINNATI_REGION)]);
    expect(together.map(({ listings }) => listings.length)).toEqual([6, 6]);
    expect(together[0].reads + together[1].reads).toBe(first.reads + 1);

    // Another instance drains a move from Mason to Hyde Park: the state and the two cells it wrote.
    const before = (await listingRef('mason').get()).data();
    await listingRef('mason').update({ Latitude: 39.139, Longitude: -84.443, price: 810_000 });
    await written('mason', before);
    const followed = await instance.inView(CINCINNATI_REGION);
    expect(followed.reads).toBe(3);
    expect(followed.listings.filter(({ id }) => id === 'mason')).toEqual([expect.objectContaining({ lat: 39.139, price: 810_000 })]);
    expect((await instance.inView(HYDE_PARK)).listings.map(({ id }) => id)).toContain('mason');

    // A rebuild starts anew: every cell is read again.
    await t.repos.mapCells.rebuild();
    expect((await instance.inView(CINCINNATI_REGION)).reads).toBe((await newInstanceCells().inView(CINCINNATI_REGION)).reads);
  });

  it('are rebuilt whole from the listings, and their entries are exempt from indexing', async () => {
    await storeHomes();
    await t.deps.db
      .collection(MAP_CELLS)
      .doc('zzzzz')
      .set({ entries: { gone: {} } });
    expect(await t.repos.mapCells.rebuild()).toEqual({ listings: 6, cells: expect.any(Number), largestCell: expect.any(Number) });
    expect((await t.deps.db.collection(MAP_CELLS).doc('zzzzz').get()).exists).toBe(false);
    expect(indexes.fieldOverrides).toContainEqual({ collectionGroup: 'mapCells', fieldPath: 'entries', indexes: [] });
  });
});

describe('GET /api/properties?view=', () => {
  beforeEach(() => storeHomes());

  it('lists exactly the listings in view, in the page’s order, under every other filter', async () => {
    expect(await list({ view: street.view })).toEqual(IN_HYDE_PARK);
    expect(await list({ view: street.view, sort: 'price_asc' })).toEqual(['observatory', 'square', 'edwards', 'erie']);
    expect(await list({ view: street.view, propertyType: 'Single Family' })).toEqual(['erie', 'observatory']);
    expect(await list({ view: street.view, area: formatDrawnArea(HYDE_PARK_TRIANGLE), maxPrice: '700000' })).toEqual([
      'square',
      'observatory',
    ]);
    expect(await list({ view: METRO })).toEqual([...IN_HYDE_PARK, 'banks', 'mason']);
  });

  it('pages through the view without a repeat or a gap', async () => {
    expect(await walkListingPages(t.app, { view: street.view, limit: '3' })).toEqual([['erie', 'square', 'observatory'], ['edwards']]);
    expect(await walkListingPages(t.app, { view: METRO, sort: 'price_desc', limit: '2' })).toEqual([
      ['banks', 'erie'],
      ['edwards', 'mason'],
      ['square', 'observatory'],
    ]);
  });

  it('reads each page’s listings fresh: one changed since its cell was written is listed as it is now', async () => {
    await listingRef('erie').update({ price: 600_000 });
    expect(await list({ view: street.view, minPrice: '700000' })).toEqual(['edwards']);
    await listingRef('edwards').delete();
    expect(await list({ view: street.view })).toEqual(['erie', 'square', 'observatory']);
  });

  it('searches a keyword over the view as a drawn area is searched', async () => {
    expect(await list({ view: street.view, search: 'erie' })).toEqual(['erie']);
    expect(await list({ view: street.view, search: 'banks' })).toEqual([]);
  });

  it('is what the server-rendered page lists for the same view', async () => {
    const page = await siteData(t.repos).properties({ view: street.view, sort: 'price_asc' });
    expect(page.items.map(({ id }) => id)).toEqual(['observatory', 'square', 'edwards', 'erie']);
  });

  it('answers 400 naming the parameter for a view it cannot read', async () => {
    const response = await request(t.app).get('/api/properties').query({ view: 'hyde park' }).expect(400);
    expect(response.body).toEqual({ message: MAP_VIEW_TEXTS.format, errors: { view: MAP_VIEW_TEXTS.format } });
  });
});
