import request from 'supertest';
import {
  agencyToday,
  LISTING_MAX_IMAGES,
  LISTING_STATUS_FILTERS,
  PROPERTY_SORTS,
  type NeighborhoodName,
  type PropertyType,
} from '@estate/domain';
import indexes from '../../../firestore.indexes.json';
import { listingQueryPlan } from '../../src/listings/listingRepository';
import { SITEMAP_LISTING_ORDERS } from '../../src/site/contentStampRepository';
import { expectAdminOnly } from '../support/adminGuard';
import { walkListingPages } from '../support/listingPages';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp } from '../support/testApp';

const listing = (title: string, isFeatured: boolean, listedAt: string) =>
  storedListing(
    {
      title,
      address: '2914 Grandin Rd, Cincinnati, OH 45208',
      neighborhood: 'Hyde Park',
      price: 2450000,
      images: ['/media/homes/home-01.svg'],
      bedrooms: 5,
      bathrooms: 5.5,
      squareFeet: 6200,
      description: 'A restored 1926 Georgian residence near Hyde Park Square.',
      propertyType: 'Single Family',
      isFeatured,
      isNewListing: false,
    },
    listedAt,
  );

const t = testApp();
/** An uploaded photo's JPEG, named as the server names it (its web sizes are not needed here). */
const UPLOADED = '0b8e2f7c-3f4a-4c2b-9d1e-5a6b7c8d9e0f_1600x1067_a8b8c8.jpg';
beforeEach(async () => {
  await t.reset();
  // The photo the new listing below shows, as if uploaded.
  await t.deps.files.save(UPLOADED, Buffer.from('jpeg'), 'image/jpeg');
});
afterAll(() => t.teardown());

describe('GET /api/properties/featured', () => {
  it('answers the featured properties from Firestore, newest first', async () => {
    const properties = t.deps.db.collection('properties');
    await properties.doc('older').set(listing('Older Featured Estate', true, '2026-10-01T12:00:00Z'));
    await properties.doc('newer').set(listing('Newer Featured Estate', true, '2026-11-01T12:00:00Z'));
    await properties.doc('plain').set(listing('Not Featured Condo', false, '2026-11-10T12:00:00Z'));

    const response = await request(t.app).get('/api/properties/featured').expect(200);

    expect(response.body.map((p: { id: string }) => p.id)).toEqual(['newer', 'older']);
    expect(response.body[0]).toMatchObject({ title: 'Newer Featured Estate', createdAt: '2026-11-01T12:00:00.000Z', isFeatured: true });
    expect(response.headers['cache-control']).toContain('s-maxage=60');
  });

  it('answers an empty list when nothing is featured', async () => {
    const response = await request(t.app).get('/api/properties/featured').expect(200);
    expect(response.body).toEqual([]);
  });
});

/** A catalogue stored as the seed stores it; craftsman and loft share a price, to test ties. */
const catalogue: Record<string, [string, string, NeighborhoodName, PropertyType, number, number, string]> = {
  penthouse: [
    'Riverfront Penthouse at The Banks',
    '255 E Freedom Way, Cincinnati, OH 45202',
    'Downtown',
    'Condo',
    2_150_000,
    3,
    '2026-11-06',
  ],
  georgian: [
    'Georgian Estate on Grandin Road',
    '2914 Grandin Rd, Cincinnati, OH 45208',
    'Hyde Park',
    'Single Family',
    2_450_000,
    5,
    '2026-11-05',
  ],
  townhouse: [
    'Skyline Townhouse on Celestial Street',
    '1021 Celestial St, Cincinnati, OH 45202',
    'Mount Adams',
    'Townhouse',
    1_295_000,
    3,
    '2026-11-04',
  ],
  craftsman: [
    'Craftsman Bungalow near Oakley Square',
    '3120 Madison Rd, Cincinnati, OH 45209',
    'Oakley',
    'Single Family',
    725_000,
    4,
    '2026-11-03',
  ],
  loft: ['Italianate Loft on Vine Street', '1400 Vine St, Cincinnati, OH 45202', 'Over-the-Rhine', 'Condo', 725_000, 2, '2026-11-02'],
  acreage: [
    'Wooded Building Site on Camargo Road',
    '8200 Camargo Rd, Cincinnati, OH 45243',
    'Indian Hill',
    'Land',
    950_000,
    0,
    '2026-11-01',
  ],
};
const NEWEST = ['penthouse', 'georgian', 'townhouse', 'craftsman', 'loft', 'acreage'];
const PRICE_ASC = ['craftsman', 'loft', 'acreage', 'townhouse', 'penthouse', 'georgian'];

async function storeCatalogue(): Promise<void> {
  const batch = t.deps.db.batch();
  for (const [id, [title, address, neighborhood, propertyType, price, bedrooms, listedOn]] of Object.entries(catalogue)) {
    const property = {
      title,
      address,
      neighborhood,
      propertyType,
      price,
      bedrooms,
      bathrooms: 2.5,
      squareFeet: 2400,
      images: ['/media/homes/home-01.svg'],
      description: `A distinctive ${propertyType.toLowerCase()} in ${neighborhood} with generous rooms and fine finishes.`,
      isFeatured: false,
      isNewListing: false,
    };
    batch.set(t.deps.db.collection('properties').doc(id), storedListing(property, `${listedOn}T12:00:00Z`));
  }
  await batch.commit();
}

const ids = (response: { body: { id: string }[] }) => response.body.map((p) => p.id);

describe('GET /api/properties', () => {
  beforeEach(storeCatalogue);

  it('answers every property newest first as a JSON array, without the stored search terms', async () => {
    const response = await request(t.app).get('/api/properties').expect(200);
    expect(ids(response)).toEqual(NEWEST);
    expect(response.body[0]).toEqual({
      id: 'penthouse',
      title: 'Riverfront Penthouse at The Banks',
      address: '255 E Freedom Way, Cincinnati, OH 45202',
      neighborhood: 'Downtown',
      City: 'Cincinnati',
      propertyType: 'Condo',
      price: 2_150_000,
      bedrooms: 3,
      bathrooms: 2.5,
      squareFeet: 2400,
      images: ['/media/homes/home-01.svg'],
      description: 'A distinctive condo in Downtown with generous rooms and fine finishes.',
      isFeatured: false,
      isNewListing: false,
      createdAt: '2026-11-06T12:00:00.000Z',
      // Active at its price since it was listed (docs/product/site.md#listing-lifecycle).
      StandardStatus: 'Active',
      ListPrice: 2_150_000,
      OriginalListPrice: 2_150_000,
      ListingContractDate: '2026-11-06',
      OnMarketDate: '2026-11-06',
      DaysOnMarket: expect.any(Number),
      showSoldPrice: true,
      imageAlts: [],
      ModificationTimestamp: '2026-11-06T12:00:00.000Z',
      // Where it is, for the map (docs/product/dashboard.md#properties-tab).
      Latitude: 39.1365,
      Longitude: -84.4421,
    });
    expect(response.headers['x-next-cursor']).toBeUndefined();
    expect(response.headers['cache-control']).toContain('s-maxage=60');
  });

  it.each([
    ['neighborhood', { neighborhood: 'Hyde Park' }, ['georgian']],
    ['property type', { propertyType: 'Condo' }, ['penthouse', 'loft']],
    ['price range, both ends included', { minPrice: '725000', maxPrice: '950000' }, ['craftsman', 'loft', 'acreage']],
    ['minimum price', { minPrice: '2150000' }, ['penthouse', 'georgian']],
    ['maximum price', { maxPrice: '725000' }, ['craftsman', 'loft']],
    ['minimum bedrooms', { bedrooms: '3' }, ['penthouse', 'georgian', 'townhouse', 'craftsman']],
    [
      'bedrooms and a price range together',
      { bedrooms: '3', minPrice: '700000', maxPrice: '2200000' },
      ['penthouse', 'townhouse', 'craftsman'],
    ],
    [
      'every filter at once',
      { neighborhood: 'Oakley', propertyType: 'Single Family', minPrice: '500000', maxPrice: '800000', bedrooms: '4' },
      ['craftsman'],
    ],
    [
      "the selects' defaults and empty values",
      { neighborhood: 'All Neighborhoods', propertyType: 'All Types', minPrice: '', search: '' },
      NEWEST,
    ],
  ])('filters by %s', async (_case, query, expected) => {
    expect(ids(await request(t.app).get('/api/properties').query(query).expect(200))).toEqual(expected);
  });

  it.each([
    ['newest', {}, NEWEST],
    ['price_asc, ties by id', { sort: 'price_asc' }, PRICE_ASC],
    ['price_desc, ties by id', { sort: 'price_desc' }, [...PRICE_ASC].reverse()],
    [
      'price_asc within bedrooms and price filters',
      { sort: 'price_asc', bedrooms: '3', minPrice: '700000' },
      ['craftsman', 'townhouse', 'penthouse', 'georgian'],
    ],
    ['price_desc within a type', { sort: 'price_desc', propertyType: 'Single Family', bedrooms: '4' }, ['georgian', 'craftsman']],
  ])('sorts %s', async (_case, query, expected) => {
    expect(ids(await request(t.app).get('/api/properties').query(query).expect(200))).toEqual(expected);
  });

  it.each([
    ['a word of the address, in any case', 'GRANDIN', ['georgian']],
    ['a word of the neighborhood', 'rhine', ['loft']],
    ['a word of the description', 'townhouse', ['townhouse']],
    ['every word of several', 'Cincinnati penthouse', ['penthouse']],
    ['nothing for an unknown word', 'castle', []],
    ['everything for a keyword without words', '!!!', NEWEST],
  ])('searches by %s', async (_case, search, expected) => {
    expect(ids(await request(t.app).get('/api/properties').query({ search }).expect(200))).toEqual(expected);
  });

  it('searches within the other filters and sort', async () => {
    const query = { search: 'cincinnati', bedrooms: '3', maxPrice: '1500000', sort: 'price_asc' };
    expect(ids(await request(t.app).get('/api/properties').query(query).expect(200))).toEqual(['craftsman', 'townhouse']);
  });

  it('pages with limit and the X-Next-Cursor header, without overlap, the last page without the header', async () => {
    const first = await request(t.app).get('/api/properties').query({ limit: '4' }).expect(200);
    expect(ids(first)).toEqual(NEWEST.slice(0, 4));
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));

    const second = await request(t.app).get('/api/properties').query({ limit: '4', cursor }).expect(200);
    expect(ids(second)).toEqual(NEWEST.slice(4));
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it.each([
    ['newest, a full last page', { limit: '3' }, [NEWEST.slice(0, 3), NEWEST.slice(3)]],
    // With a bedrooms filter, Firestore orders equal prices by bedrooms next.
    [
      'price_asc across a tie, with two range filters',
      { limit: '1', sort: 'price_asc', minPrice: '1', bedrooms: '0' },
      [['loft'], ['craftsman'], ['acreage'], ['townhouse'], ['penthouse'], ['georgian']],
    ],
    [
      'price_desc',
      { limit: '4', sort: 'price_desc' },
      [
        ['georgian', 'penthouse', 'townhouse', 'acreage'],
        ['loft', 'craftsman'],
      ],
    ],
    // The other words are checked on the documents read, and a page is filled past those they leave out.
    ['a keyword whose other words leave documents out', { limit: '2', search: 'cincinnati penthouse' }, [['penthouse']]],
  ])('walks the pages of %s', async (_case, query, expected) => {
    expect(await walkListingPages(t.app, query)).toEqual(expected);
  });

  it('answers 12 properties by default and at most 50', async () => {
    const batch = t.deps.db.batch();
    for (let n = 0; n < 50; n += 1)
      batch.set(t.deps.db.collection('properties').doc(`extra-${n}`), listing(`Extra listing ${n}`, false, '2026-01-01'));
    await batch.commit();

    const byDefault = await request(t.app).get('/api/properties').expect(200);
    expect(byDefault.body).toHaveLength(12);
    expect(byDefault.headers['x-next-cursor']).toEqual(expect.any(String));
    expect((await request(t.app).get('/api/properties').query({ limit: '50' }).expect(200)).body).toHaveLength(50);
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['of the wrong shape', Buffer.from('{"id":"loft"}').toString('base64url')],
    ['naming an impossible id', Buffer.from(JSON.stringify(['a/b', 0, 0, 1, 1])).toString('base64url')],
    ['with an impossible time', Buffer.from(JSON.stringify(['loft', 1e20, 0, 1, 1])).toString('base64url')],
  ])('answers 400 for a cursor %s', async (_case, cursor) => {
    const response = await request(t.app).get('/api/properties').query({ cursor }).expect(400);
    expect(response.body).toEqual({ message: 'cursor is not valid' });
  });

  it.each([
    [{ minPrice: 'abc' }, 'minPrice must be a whole number'],
    [{ maxPrice: '1.5' }, 'maxPrice must be a whole number'],
    [{ bedrooms: '-1' }, 'bedrooms must be a whole number'],
    [{ minPrice: '1e6' }, 'minPrice must be a whole number'],
    [{ minPrice: '900000', maxPrice: '500000' }, 'maxPrice must not be less than minPrice'],
    [{ propertyType: 'Castle' }, 'propertyType must be one of: Single Family, Condo, Townhouse, Multi-Family, Land'],
    [
      { neighborhood: 'Nowhere' },
      'neighborhood must be one of: Hyde Park, Mount Adams, Indian Hill, Downtown, Oakley, Clifton, West End, Over-the-Rhine, Blue Ash',
    ],
    [{ sort: 'oldest' }, 'sort must be one of: newest, price_asc, price_desc'],
    [{ limit: '0' }, 'limit must be a whole number from 1 to 50'],
    [{ limit: '51' }, 'limit must be a whole number from 1 to 50'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    ['minPrice=1&minPrice=2', 'minPrice must be a whole number'],
  ])('answers 400 naming the parameter for %j', async (query, message) => {
    const response = await request(t.app).get('/api/properties').query(query).expect(400);
    expect(response.body.message).toBe(message);
  });
});

describe('firestore.indexes.json', () => {
  const declared = new Set(
    indexes.indexes.filter((index) => index.collectionGroup === 'properties').map((index) => JSON.stringify(index.fields)),
  );

  it('has a composite index for every combination of listing filters, source and sort', () => {
    const missing: string[] = [];
    const places = [{}, { neighborhood: 'Hyde Park' as const }, { city: 'Mason' }];
    for (const sort of PROPERTY_SORTS) {
      for (const place of places) {
        for (let combination = 0; combination < 32; combination += 1) {
          const uses = (bit: number) => (combination & (1 << bit)) !== 0;
          const { filters, order } = listingQueryPlan({
            sort,
            words: uses(0) ? ['word'] : [],
            filter: {
              statuses: LISTING_STATUS_FILTERS['for-sale'].statuses,
              ...place,
              ...(uses(1) ? { source: 'mls' as const } : {}),
              ...(uses(2) ? { propertyType: 'Condo' as const } : {}),
              ...(uses(3) ? { minPrice: 1 } : {}),
              ...(uses(4) ? { bedrooms: 1, bathrooms: 2 } : {}),
            },
          });
          const fields: Record<string, string>[] = [
            ...filters.flatMap(({ field, op }): Record<string, string>[] => {
              if (op === '==' || op === 'in') return [{ fieldPath: field, order: 'ASCENDING' }];
              return op === 'array-contains' ? [{ fieldPath: field, arrayConfig: 'CONTAINS' }] : [];
            }),
            ...order.map(({ field, direction }) => ({ fieldPath: field, order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING' })),
          ];
          // A single field is served by Firestore's automatic single-field indexes.
          if (fields.length > 1 && !declared.has(JSON.stringify(fields))) missing.push(JSON.stringify(fields));
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the indexes well under Firestore’s 200 a database (docs/product/mls.md#one-search)', () => {
    // 121 with the valuation's, the CMA's and the homeowner report's: the bound says when to look again.
    expect(indexes.indexes.length).toBeLessThanOrEqual(130);
  });

  it('has the indexes of the featured listings, the market report and the sales record', () => {
    const ascending = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' });
    const descending = (fieldPath: string) => ({ fieldPath, order: 'DESCENDING' });
    for (const fields of [
      [ascending('listingSet'), ascending('isFeatured'), descending('createdAt')],
      [ascending('listingSet'), descending('createdAt')],
      [ascending('listingSet'), descending('CloseDate')],
    ]) {
      expect(declared).toContain(JSON.stringify(fields));
    }
  });

  it('has the indexes of the sitemaps: the oldest public listing, the last changed, a month of them', () => {
    for (const { field, direction } of Object.values(SITEMAP_LISTING_ORDERS)) {
      const fields = [
        { fieldPath: 'listingSet', order: 'ASCENDING' },
        { fieldPath: field, order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING' },
      ];
      expect(declared).toContain(JSON.stringify(fields));
    }
  });
});

const newProperty = {
  title: 'Modern Glass House in Clifton',
  address: '340 Ludlow Ave, Cincinnati, OH 45220',
  neighborhood: 'Clifton',
  price: 1_150_000,
  images: [`/api/uploads/${UPLOADED}`],
  bedrooms: 4,
  bathrooms: 3.5,
  squareFeet: 3800,
  description: 'Walls of glass open onto a wooded ravine minutes from the Gaslight District.',
  propertyType: 'Single Family',
  Latitude: 39.1472,
  Longitude: -84.5209,
};

function createProperty(cookie: string, body: object = newProperty) {
  return request(t.app).post('/api/properties').set('Cookie', cookie).set('Origin', ORIGIN).send(body);
}

describe('GET /api/properties/:id', () => {
  it('answers the property', async () => {
    await storeCatalogue();
    const response = await request(t.app).get('/api/properties/loft').expect(200);
    expect(response.body).toMatchObject({ id: 'loft', title: 'Italianate Loft on Vine Street', createdAt: '2026-11-02T12:00:00.000Z' });
    expect(response.body).not.toHaveProperty('searchTerms');
    expect(response.headers['cache-control']).toContain('s-maxage=60');
  });

  it.each(['missing', 'a%2Fb', '__id__'])('answers 404 for %s', async (id) => {
    await request(t.app).get(`/api/properties/${id}`).expect(404, { message: 'Property not found' });
  });
});

describe('POST /api/properties', () => {
  it('creates the property with a server time, answers 201 and makes it searchable', async () => {
    const cookie = await t.signInAsAdmin();
    const before = Date.now();
    const response = await createProperty(cookie, { ...newProperty, id: 'chosen-id', createdAt: '2000-01-01T00:00:00Z' }).expect(201);

    const today = agencyToday();
    expect(response.body).toEqual({
      ...newProperty,
      id: expect.any(String),
      City: 'Cincinnati',
      imageAlts: [],
      isFeatured: false,
      isNewListing: false,
      createdAt: expect.any(String),
      // A new listing is Active today at its price, both list prices (docs/product/site.md#listing-lifecycle).
      StandardStatus: 'Active',
      ListPrice: newProperty.price,
      OriginalListPrice: newProperty.price,
      ListingContractDate: today,
      OnMarketDate: today,
      DaysOnMarket: 0,
      showSoldPrice: true,
      ModificationTimestamp: response.body.createdAt,
      // The admin who lists it is its agent (docs/product/private-collection.md#private-collection).
      ListAgentKey: (await t.deps.auth.getUserByEmail('admin@queencityestates.com')).uid,
    });
    expect(response.body.id).not.toBe('chosen-id');
    expect(Date.parse(response.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await request(t.app).get(`/api/properties/${response.body.id}`).expect(200)).body).toEqual(response.body);
    expect(ids(await request(t.app).get('/api/properties').query({ search: 'gaslight' }).expect(200))).toEqual([response.body.id]);
  });

  it("keeps each photo's alt text, trimmed, and refuses more alt texts than photos", async () => {
    const cookie = await t.signInAsAdmin();
    const response = await createProperty(cookie, { ...newProperty, imageAlts: ['  Glass living room over the ravine '] }).expect(201);
    expect(response.body.imageAlts).toEqual(['Glass living room over the ravine']);
    const tooMany = await createProperty(cookie, { ...newProperty, imageAlts: ['One', 'Two'] }).expect(400);
    expect(tooMany.body.message).toBe('There is one alt text per image at most');
  });

  it.each([
    ['title', { title: 'Loft' }, 'Title must be at least 5 characters'],
    ['price', { price: 0 }, 'Price must be greater than 0'],
    ['bathrooms', { bathrooms: 2.25 }, 'Bathrooms go in half steps'],
    ['neighborhood', { neighborhood: 'All Neighborhoods' }, 'Please select a neighborhood'],
    ['property type', { propertyType: 'All Types' }, 'Please select a property type'],
    ['images', { images: [] }, 'At least one image is required'],
    [
      'images',
      { images: Array(LISTING_MAX_IMAGES + 1).fill('/media/homes/home-01.svg') },
      `A listing has at most ${LISTING_MAX_IMAGES} images`,
    ],
    ['images', { images: ['https://tracker.example/pixel.jpg'] }, 'Images must be uploaded to this site'],
    ['images', { images: ['//tracker.example/pixel.jpg'] }, 'Images must be uploaded to this site'],
    ['images', { images: ['/media/../api/leads'] }, 'Images must be uploaded to this site'],
    ['images', { images: ['javascript:alert(1)'] }, 'Images must be uploaded to this site'],
    ['images', { images: ['/api/uploads/not-an-upload.jpg'] }, 'Images must be uploaded to this site'],
    ['images', { images: [null] }, 'Each image must be a URL'],
    ['images', { images: [{}] }, 'Each image must be a URL'],
    [
      'images',
      { images: ['/api/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png'] },
      'An image of this listing no longer exists: remove it and upload it again',
    ],
    ['images', { images: [`/media/${'a'.repeat(2048)}.svg`] }, 'Image URL must be at most 2048 characters'],
  ])('answers 400 for a bad %s', async (_field, change, message) => {
    const cookie = await t.signInAsAdmin();
    const response = await createProperty(cookie, { ...newProperty, ...change }).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t, 'post', '/api/properties', newProperty);
    expect((await t.deps.db.collection('properties').get()).empty).toBe(true);
  });
});

describe('PATCH /api/properties/:id', () => {
  it('changes the given fields, keeps the listing date and refreshes the search terms', async () => {
    const cookie = await t.signInAsAdmin();
    const created = (await createProperty(cookie).expect(201)).body;
    const response = await request(t.app)
      .patch(`/api/properties/${created.id}`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send({ title: 'Modern Treehouse in Clifton', price: 1_099_000, createdAt: '2000-01-01T00:00:00Z' })
      .expect(200);

    // A new price is a price change of today; the original list price stays.
    expect(response.body).toEqual({
      ...created,
      title: 'Modern Treehouse in Clifton',
      price: 1_099_000,
      ListPrice: 1_099_000,
      PreviousListPrice: created.price,
      PriceChangeTimestamp: agencyToday(),
      ModificationTimestamp: expect.any(String),
    });
    expect(response.body.ModificationTimestamp > created.ModificationTimestamp).toBe(true);
    expect((await request(t.app).get(`/api/properties/${created.id}`).expect(200)).body).toEqual(response.body);
    expect(ids(await request(t.app).get('/api/properties').query({ search: 'treehouse' }))).toEqual([created.id]);
    expect(ids(await request(t.app).get('/api/properties').query({ search: 'glass' }))).toEqual([created.id]);
    expect(ids(await request(t.app).get('/api/properties').query({ search: 'house' }))).toEqual([]);
  });

  it('answers 400 when the result breaks a rule, and changes nothing', async () => {
    const cookie = await t.signInAsAdmin();
    const created = (await createProperty(cookie).expect(201)).body;
    const response = await request(t.app)
      .patch(`/api/properties/${created.id}`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send({ title: 'New title', squareFeet: 0 })
      .expect(400);
    expect(response.body.message).toBe('Square feet must be at least 1');
    expect((await request(t.app).get(`/api/properties/${created.id}`)).body).toEqual(created);
  });

  it('answers 404 for a missing property', async () => {
    const cookie = await t.signInAsAdmin();
    await request(t.app)
      .patch('/api/properties/missing')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send({ price: 1 })
      .expect(404, { message: 'Property not found' });
  });

  it('is for admins only', async () => {
    await storeCatalogue();
    await expectAdminOnly(t, 'patch', '/api/properties/loft', { price: 1 });
    expect((await request(t.app).get('/api/properties/loft')).body.price).toBe(725_000);
  });
});

describe('DELETE /api/properties/:id', () => {
  it('deletes the property', async () => {
    await storeCatalogue();
    const cookie = await t.signInAsAdmin();
    await request(t.app)
      .delete('/api/properties/loft')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .expect(200, { message: 'Property deleted' });
    await request(t.app).get('/api/properties/loft').expect(404);
  });

  it('answers 404 for a missing property', async () => {
    const cookie = await t.signInAsAdmin();
    await request(t.app)
      .delete('/api/properties/missing')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .expect(404, { message: 'Property not found' });
  });

  it('is for admins only', async () => {
    await storeCatalogue();
    await expectAdminOnly(t, 'delete', '/api/properties/loft');
    await request(t.app).get('/api/properties/loft').expect(200);
  });
});
