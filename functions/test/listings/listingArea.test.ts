import request from 'supertest';
import { FieldValue } from 'firebase-admin/firestore';
import { geohashForLocation } from 'geofire-common';
import {
  DRAWN_AREA_TEXTS,
  formatDrawnArea,
  listingInArea,
  neighborhoodCentre,
  type DrawnArea,
  type Property,
  type PropertyInput,
} from '@estate/domain';
import indexes from '../../../firestore.indexes.json';
import { completeLegacyListings, PROPERTIES } from '../../src/listings';
import { AREA_READS_MAX, areaRanges } from '../../src/listings/listingAreaQuery';
import { mlsProjection } from '../../src/mls/mlsProjection';
import { mlsRecord, type MlsRecord } from '../../src/mls/mlsRecord';
import { siteData } from '../../src/composition';
import { walkListingPages } from '../support/listingPages';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp } from '../support/testApp';
import { HYDE_PARK_TRIANGLE } from '../../../scripts/fixtures/drawnAreas';

/**
 * The drawn-area search (docs/product/site.md#listing, docs/product/api.md#api): every stored
 * position has its geohash, and `area` lists the listings inside the area alone, with every other
 * filter, sort and page, read from the geohash ranges over it.
 */
const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

/** A circle of 1 km around Fountain Square. */
const DOWNTOWN: DrawnArea = { kind: 'circle', center: [39.1016, -84.5125], radiusM: 1_000 };

type Place = { Latitude?: number; Longitude?: number };
/** Each listing: where it is, its type, price and day listed. Ties of price test the order's tie-break. */
const HOMES: Record<string, [Place, PropertyInput['propertyType'], number, string]> = {
  erie: [{ Latitude: 39.14, Longitude: -84.44 }, 'Single Family', 1_200_000, '2026-11-06'],
  square: [{ Latitude: 39.141, Longitude: -84.438 }, 'Condo', 650_000, '2026-11-05'],
  observatory: [{ Latitude: 39.136, Longitude: -84.441 }, 'Single Family', 650_000, '2026-11-04'],
  edwards: [{ Latitude: 39.143, Longitude: -84.446 }, 'Townhouse', 900_000, '2026-11-03'],
  // Inside the triangle's bounding box and its enclosing circle, but not the triangle.
  corner: [{ Latitude: 39.1315, Longitude: -84.449 }, 'Single Family', 800_000, '2026-11-02'],
  grandin: [{ Latitude: 39.14, Longitude: -84.46 }, 'Single Family', 2_450_000, '2026-11-01'],
  banks: [{ Latitude: 39.0975, Longitude: -84.5105 }, 'Condo', 2_150_000, '2026-10-30'],
  vine: [{ Latitude: 39.1101, Longitude: -84.5148 }, 'Condo', 725_000, '2026-10-29'],
  unplaced: [{ Latitude: undefined, Longitude: undefined }, 'Single Family', 1_000_000, '2026-10-28'],
};

async function storeHomes(homes = HOMES): Promise<void> {
  const batch = t.deps.db.batch();
  for (const [id, [place, propertyType, price, listedOn]] of Object.entries(homes)) {
    const form = { title: `The ${id} home`, propertyType, price, description: `A home called ${id}.`, ...place };
    batch.set(t.deps.db.collection(PROPERTIES).doc(id), storedListing(form, `${listedOn}T12:00:00Z`));
  }
  await batch.commit();
}

const list = async (query: Record<string, string>) =>
  ((await request(t.app).get('/api/properties').query(query).expect(200)).body as Property[]).map(({ id }) => id);

describe('a listing’s geohash', () => {
  it('is stored beside the position of the agency’s listings, never answered, and absent without one', async () => {
    await storeHomes();
    const erie = (await t.deps.db.collection(PROPERTIES).doc('erie').get()).data()!;
    expect(erie.geohash).toBe(geohashForLocation([39.14, -84.44], 9));
    expect((await t.deps.db.collection(PROPERTIES).doc('unplaced').get()).data()).not.toHaveProperty('geohash');
    const answered = (await request(t.app).get('/api/properties/erie').expect(200)).body as Record<string, unknown>;
    expect(answered).toMatchObject({ Latitude: 39.14, Longitude: -84.44 });
    expect(answered).not.toHaveProperty('geohash');
  });

  it('follows the position through the dashboard’s edits: moved, then cleared', async () => {
    const cookie = await t.signInAsAdmin();
    const as = <T extends request.Test>(test: T) => test.set('Cookie', cookie).set('Origin', ORIGIN);
    const created = (
      await as(request(t.app).post('/api/properties'))
        .send({
          title: 'A Home Placed by Staff',
          address: '3520 Erie Ave, Cincinnati, OH 45208',
          neighborhood: 'Hyde Park',
          price: 900_000,
          images: ['/media/homes/home-03.svg'],
          bedrooms: 3,
          bathrooms: 2,
          squareFeet: 2000,
          description: 'Placed on the map in the dialog.',
          propertyType: 'Single Family',
          Latitude: 39.14,
          Longitude: -84.44,
        })
        .expect(201)
    ).body as Property;
    const stored = async () => (await t.deps.db.collection(PROPERTIES).doc(created.id).get()).data()!;
    expect((await stored()).geohash).toBe(geohashForLocation([39.14, -84.44], 9));
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE) })).toEqual([created.id]);

    await as(request(t.app).patch(`/api/properties/${created.id}`))
      .send({ Latitude: 39.14, Longitude: -84.46 })
      .expect(200);
    expect((await stored()).geohash).toBe(geohashForLocation([39.14, -84.46], 9));
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE) })).toEqual([]);

    await as(request(t.app).patch(`/api/properties/${created.id}`))
      .send({ Latitude: null, Longitude: null })
      .expect(200);
    expect(await stored()).not.toHaveProperty('geohash');
  });

  it('is the MLS position’s, the neighbourhood centre’s for a withheld address, and deleted with the position', () => {
    const source = { id: 'cincy', name: 'Cincinnati MLS', agencyOfficeMlsId: 'QCE' };
    const project = (fields: Record<string, unknown>) => {
      const record = mlsRecord('cincy', {
        ListingKey: 'K1',
        StandardStatus: 'Active',
        ListPrice: 650_000,
        PropertyType: 'Residential',
        UnparsedAddress: '1 Erie Ave, Cincinnati, OH 45208',
        City: 'Cincinnati',
        PostalCode: '45208',
        Latitude: 39.1395,
        Longitude: -84.4405,
        ModificationTimestamp: '2026-11-28T10:00:00Z',
        InternetAddressDisplayYN: true,
        InternetEntireListingDisplayYN: true,
        ...fields,
      }) as MlsRecord;
      const projection = mlsProjection(record.id, record.fields, source, { firstLoad: false });
      if (!('data' in projection)) throw new Error(projection.skipped);
      return projection.data;
    };
    expect(project({}).geohash).toBe(geohashForLocation([39.1395, -84.4405], 9));
    const centre = neighborhoodCentre('Hyde Park')!;
    expect(project({ InternetAddressDisplayYN: false }).geohash).toBe(geohashForLocation([centre.latitude, centre.longitude], 9));
    expect(project({ Latitude: undefined, Longitude: undefined }).geohash).toEqual(FieldValue.delete());
  });

  it('is filled in by the backfill for listings placed before it, once', async () => {
    await storeHomes({ erie: HOMES.erie!, unplaced: HOMES.unplaced! });
    await t.deps.db.collection(PROPERTIES).doc('erie').update({ geohash: FieldValue.delete() });
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE) })).toEqual([]);
    expect(await completeLegacyListings(t.deps.db)).toBe(1);
    expect(await completeLegacyListings(t.deps.db)).toBe(0);
    expect((await t.deps.db.collection(PROPERTIES).doc('erie').get()).data()!.geohash).toBe(geohashForLocation([39.14, -84.44], 9));
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE) })).toEqual(['erie']);
  });
});

describe('GET /api/properties?area=', () => {
  beforeEach(() => storeHomes());

  it('lists the listings inside a polygon alone, newest first, and those inside a circle', async () => {
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE) })).toEqual(['erie', 'square', 'observatory', 'edwards']);
    expect(await list({ area: formatDrawnArea(DOWNTOWN) })).toEqual(['banks', 'vine']);
    // The rule is the domain's: every stored home it takes, and no other.
    const expected = Object.entries(HOMES)
      .filter(([, [place]]) => listingInArea(place, HYDE_PARK_TRIANGLE))
      .map(([id]) => id);
    expect((await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE) })).sort()).toEqual(expected.sort());
  });

  it('takes every other filter and sort with the area, and pages through it without repeats', async () => {
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE), propertyType: 'Single Family' })).toEqual(['erie', 'observatory']);
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE), maxPrice: '900000', sort: 'price_asc' })).toEqual([
      'observatory',
      'square',
      'edwards',
    ]);
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE), sort: 'price_desc' })).toEqual([
      'erie',
      'edwards',
      'square',
      'observatory',
    ]);
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE), search: 'erie' })).toEqual(['erie']);
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE), neighborhood: 'Oakley' })).toEqual([]);
    expect(await walkListingPages(t.app, { area: formatDrawnArea(HYDE_PARK_TRIANGLE), limit: '3' })).toEqual([
      ['erie', 'square', 'observatory'],
      ['edwards'],
    ]);
    expect(await walkListingPages(t.app, { area: formatDrawnArea(HYDE_PARK_TRIANGLE), sort: 'price_asc', limit: '1' })).toEqual([
      ['observatory'],
      ['square'],
      ['edwards'],
      ['erie'],
    ]);
  });

  it('lists only what visitors may see: a private listing inside the area is left out', async () => {
    await t.deps.db.collection(PROPERTIES).doc('square').update({ visibility: 'invited' });
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE) })).toEqual(['erie', 'observatory', 'edwards']);
  });

  it('is what the server-rendered page lists for the same area', async () => {
    const page = await siteData(t.repos).properties({ area: formatDrawnArea(HYDE_PARK_TRIANGLE), sort: 'price_asc' });
    expect(page.items.map(({ id }) => id)).toEqual(['observatory', 'square', 'edwards', 'erie']);
  });

  it.each([
    ['c:39.14,-84.44,50', DRAWN_AREA_TEXTS.radius],
    ['p:39.14,-84.44;39.15,-84.44', DRAWN_AREA_TEXTS.points],
    ['c:40.71,-74.01,1000', DRAWN_AREA_TEXTS.region],
    ['hyde park', DRAWN_AREA_TEXTS.format],
  ])('answers 400 naming the parameter for area=%s', async (area, message) => {
    const response = await request(t.app).get('/api/properties').query({ area }).expect(400);
    expect(response.body).toEqual({ message, errors: { area: message } });
  });

  it(`answers 400 "${DRAWN_AREA_TEXTS.tooLarge}" when the area holds more than ${AREA_READS_MAX.toLocaleString('en-US')} listings to read`, async () => {
    // Stored as the listings' sets and geohashes alone: the search refuses before it reads any further.
    const listingSet = (await t.deps.db.collection(PROPERTIES).doc('banks').get()).get('listingSet') as string;
    for (let start = 0; start <= AREA_READS_MAX; start += 500) {
      const batch = t.deps.db.batch();
      for (let n = start; n < Math.min(start + 500, AREA_READS_MAX + 1); n += 1) {
        const position: [number, number] = [39.1016 + (n % 60) * 0.0001, -84.5125 + Math.floor(n / 60) * 0.0001];
        batch.set(t.deps.db.collection(PROPERTIES).doc(`crowd-${n}`), { listingSet, geohash: geohashForLocation(position, 9) });
      }
      await batch.commit();
    }
    const response = await request(t.app)
      .get('/api/properties')
      .query({ area: formatDrawnArea(DOWNTOWN) })
      .expect(400);
    expect(response.body).toEqual({ message: DRAWN_AREA_TEXTS.tooLarge });
    // A small area beside them is still searched.
    expect(await list({ area: formatDrawnArea(HYDE_PARK_TRIANGLE) })).toEqual(['erie', 'square', 'observatory', 'edwards']);
  });
});

describe('the area’s query', () => {
  it('reads a handful of geohash ranges, served by the declared index (listingSet, geohash)', () => {
    for (const area of [HYDE_PARK_TRIANGLE, DOWNTOWN, { kind: 'circle', center: [39.1, -84.5], radiusM: 30_000 } as DrawnArea]) {
      const ranges = areaRanges(area);
      expect(ranges.length).toBeGreaterThanOrEqual(1);
      expect(ranges.length).toBeLessThanOrEqual(9);
    }
    const fields = indexes.indexes.filter((index) => index.collectionGroup === 'properties').map((index) => JSON.stringify(index.fields));
    expect(fields).toContain(
      JSON.stringify([
        { fieldPath: 'listingSet', order: 'ASCENDING' },
        { fieldPath: 'geohash', order: 'ASCENDING' },
      ]),
    );
  });
});
