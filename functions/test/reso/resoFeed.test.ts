import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { RESO_REQUESTS_PER_MINUTE, type StandardStatus } from '@estate/domain';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
const KEYS = '/api/admin/settings/reso-keys';
const FEED = '/api/reso/Property';

let admin = '';
beforeEach(async () => {
  await t.reset();
  admin = await t.signInAsAdmin();
});
afterAll(() => t.teardown());

interface Seed {
  status?: StandardStatus;
  price?: number;
  /** ISO 8601 to the millisecond; `microseconds` adds what a JavaScript Date cannot hold. */
  modified: string;
  microseconds?: number;
  address?: string;
  showSoldPrice?: boolean;
  images?: string[];
  imageAlts?: string[];
}

/** A listing as the listings module stores it (listingData), last changed at `modified`. */
function stored(
  id: string,
  { status = 'Active', price = 1_000_000, modified, microseconds = 0, address, showSoldPrice, images, imageAlts }: Seed,
) {
  const sale = status === 'Closed' ? { PurchaseContractDate: '2026-02-01', CloseDate: '2026-03-01', ClosePrice: price - 50_000 } : {};
  const offMarket = status === 'Coming Soon' ? { OnMarketDate: undefined } : {};
  const form = {
    title: `Listing ${id}`,
    address: address ?? `${id.length * 7} Grandin Rd, Cincinnati, OH 45208`,
    price,
    bedrooms: 4,
    bathrooms: 3.5,
    squareFeet: 3200,
    description: `The description of ${id}, a house with a garden.`,
    ...(images ? { images } : {}),
    ...(imageAlts ? { imageAlts } : {}),
    ...(showSoldPrice === undefined ? {} : { showSoldPrice }),
  };
  const at = Date.parse(modified);
  return {
    ...storedListing(form, '2026-01-05T12:00:00Z', { StandardStatus: status, ...sale, ...offMarket }),
    ModificationTimestamp: new Timestamp(Math.floor(at / 1000), (at % 1000) * 1e6 + microseconds * 1000),
  };
}

async function seed(listings: Record<string, Seed>) {
  const batch = t.deps.db.batch();
  for (const [id, listing] of Object.entries(listings)) batch.set(t.deps.db.collection('properties').doc(id), stored(id, listing));
  await batch.commit();
}

async function createKey(body: object = { name: 'Zillow' }): Promise<{ key: { id: string }; token: string }> {
  const response = await request(t.app).post(KEYS).set('Cookie', admin).set('Origin', ORIGIN).send(body).expect(201);
  return response.body;
}

const feed = (token: string, query: Record<string, string> = {}) =>
  request(t.app).get(FEED).set('Authorization', `Bearer ${token}`).query(query);

const keysOf = (response: request.Response) => (response.body.value as { ListingKey: string }[]).map((record) => record.ListingKey);

/** Follows @odata.nextLink from the first page to the last, and answers each page's keys. */
async function walk(token: string, query: Record<string, string>): Promise<string[][]> {
  const pages: string[][] = [];
  let response = await feed(token, query).expect(200);
  pages.push(keysOf(response));
  while (response.body['@odata.nextLink'] && pages.length < 50) {
    const next = new URL(response.body['@odata.nextLink'] as string);
    expect(next.origin + next.pathname).toBe(`${ORIGIN}${FEED}`);
    response = await request(t.app).get(`${next.pathname}${next.search}`).set('Authorization', `Bearer ${token}`).expect(200);
    pages.push(keysOf(response));
  }
  return pages;
}

describe('GET, POST, DELETE /api/admin/settings/reso-keys', () => {
  it('creates a key shown once, stores only its SHA-256, lists it and revokes it', async () => {
    const created = await request(t.app)
      .post(KEYS)
      .set('Cookie', admin)
      .set('Origin', ORIGIN)
      .send({ name: '  Zillow  ', includeOffMarket: true })
      .expect(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const { key, token } = created.body as { key: { id: string; createdBy: string }; token: string };
    expect(token).toMatch(/^reso_[A-Za-z0-9_-]{43}$/);
    expect(key).toEqual({
      id: createHash('sha256').update(token).digest('hex'),
      name: 'Zillow',
      includeOffMarket: true,
      createdAt: expect.any(String),
      createdBy: expect.any(String),
    });

    const stored = await t.deps.db.collection('resoKeys').doc(key.id).get();
    expect(JSON.stringify(stored.data())).not.toContain(token);

    const listed = await request(t.app).get(KEYS).set('Cookie', admin).expect(200);
    expect(listed.body).toEqual([key]);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    await request(t.app).delete(`${KEYS}/${key.id}`).set('Cookie', admin).set('Origin', ORIGIN).expect(200, { message: 'Key revoked' });
    expect((await request(t.app).get(KEYS).set('Cookie', admin).expect(200)).body).toEqual([]);
    await request(t.app).delete(`${KEYS}/${key.id}`).set('Cookie', admin).set('Origin', ORIGIN).expect(404, { message: 'Key not found' });
  });

  it('answers 400 with the form’s message for a key without a name', async () => {
    const response = await request(t.app).post(KEYS).set('Cookie', admin).set('Origin', ORIGIN).send({ name: '  ' }).expect(400);
    expect(response.body).toEqual({ message: 'Give the key a name', errors: { name: 'Give the key a name' } });
    const wrongType = await request(t.app)
      .post(KEYS)
      .set('Cookie', admin)
      .set('Origin', ORIGIN)
      .send({ name: 'X', includeOffMarket: 'yes' });
    expect(wrongType.body.message).toBe('includeOffMarket must be true or false');
  });

  it('is for admins only', async () => {
    await request(t.app).get(KEYS).expect(401, { message: 'Please sign in to continue' });
    const { cookie } = await t.signInAsAgent();
    await request(t.app).get(KEYS).set('Cookie', cookie).expect(403, { message: 'You need admin privileges to do this' });
  });
});

describe('GET /api/reso/Property: keys', () => {
  it('answers 401 in OData’s words without a key, with WWW-Authenticate: Bearer, even to a signed-in admin', async () => {
    for (const call of [
      request(t.app).get(FEED),
      request(t.app).get(FEED).set('Cookie', admin),
      request(t.app).get(FEED).set('Authorization', 'Basic abc'),
    ]) {
      const response = await call.expect(401);
      const message = 'This feed needs a key: send it as Authorization: Bearer <key> (an admin creates keys in the dashboard’s Settings)';
      expect(response.body).toEqual({ message, error: { code: 'Unauthorized', message } });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="RESO feed"');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers 401 for a key never issued, and for a key once revoked, at once', async () => {
    await seed({ one: { modified: '2026-10-01T00:00:00Z' } });
    const message = 'This key is not valid: it was revoked, or never issued';
    for (const token of ['not-a-key', `reso_${'A'.repeat(43)}`]) {
      const response = await feed(token).expect(401);
      expect(response.body).toEqual({ message, error: { code: 'Unauthorized', message } });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="RESO feed", error="invalid_token"');
    }

    const { key, token } = await createKey();
    expect(keysOf(await feed(token).expect(200))).toEqual(['one']);
    await request(t.app).delete(`${KEYS}/${key.id}`).set('Cookie', admin).set('Origin', ORIGIN).expect(200);
    expect((await feed(token).expect(401)).body.error).toEqual({ code: 'Unauthorized', message });
  });

  it('records when a key was last used, at most once an hour', async () => {
    const { key, token } = await createKey();
    await feed(token).expect(200);
    const [listed] = (await request(t.app).get(KEYS).set('Cookie', admin).expect(200)).body as { lastUsedAt?: string }[];
    expect(Date.now() - Date.parse(listed!.lastUsedAt!)).toBeLessThan(60_000);
    await t.deps.db
      .collection('resoKeys')
      .doc(key.id)
      .update({ lastUsedAt: Timestamp.fromMillis(Date.now() - 10 * 60_000) });
    await feed(token).expect(200);
    const stillThen = (await t.deps.db.collection('resoKeys').doc(key.id).get()).get('lastUsedAt') as Timestamp;
    expect(Date.now() - stillThen.toMillis()).toBeGreaterThan(9 * 60_000);
  });

  it('shows Withdrawn, Expired and Canceled listings only to keys that include them', async () => {
    await seed({
      active: { modified: '2026-10-01T00:00:00Z' },
      withdrawn: { status: 'Withdrawn', modified: '2026-10-02T00:00:00Z' },
      expired: { status: 'Expired', modified: '2026-10-03T00:00:00Z' },
      canceled: { status: 'Canceled', modified: '2026-10-04T00:00:00Z' },
      sold: { status: 'Closed', modified: '2026-10-05T00:00:00Z' },
    });
    const { token: publicOnly } = await createKey({ name: 'Portal' });
    const { token: everything } = await createKey({ name: 'Syndicator', includeOffMarket: true });
    expect(keysOf(await feed(publicOnly).expect(200))).toEqual(['active', 'sold']);
    expect(keysOf(await feed(publicOnly, { $filter: "StandardStatus eq 'Withdrawn'" }).expect(200))).toEqual([]);
    expect(keysOf(await feed(everything).expect(200))).toEqual(['active', 'withdrawn', 'expired', 'canceled', 'sold']);
    expect(keysOf(await feed(everything, { $filter: "StandardStatus ne 'Active' and StandardStatus ne 'Closed'" }).expect(200))).toEqual([
      'withdrawn',
      'expired',
      'canceled',
    ]);
  });

  it(`answers 429 with Retry-After after ${RESO_REQUESTS_PER_MINUTE} requests of one key within a minute, and not to another key`, async () => {
    const { token } = await createKey({ name: 'Busy' });
    const { token: other } = await createKey({ name: 'Quiet' });
    let answered = 0;
    let refused: request.Response | undefined;
    // A minute's window may turn during the loop, so up to two windows' worth before the refusal.
    while (!refused && answered <= 2 * RESO_REQUESTS_PER_MINUTE) {
      const response = await feed(token, { $top: '0' });
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        answered += 1;
      }
    }
    expect(answered).toBeGreaterThanOrEqual(RESO_REQUESTS_PER_MINUTE);
    const message = `Too many requests for this key: at most ${RESO_REQUESTS_PER_MINUTE} a minute. Please try again in a minute.`;
    expect(refused!.body).toEqual({ message, error: { code: 'TooManyRequests', message } });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    await feed(other, { $top: '0' }).expect(200);
  });
});

describe('GET /api/reso/Property: records', () => {
  it('answers OData JSON with Data Dictionary field names, never cached', async () => {
    await seed({
      'hyde-park-georgian': {
        status: 'Closed',
        price: 2_450_000,
        modified: '2026-10-01T12:34:56.789Z',
        address: '2914 Grandin Rd, Cincinnati, OH 45208',
      },
    });
    const { token } = await createKey();
    const response = await feed(token).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['odata-version']).toBe('4.0');
    expect(response.body).toEqual({
      '@odata.context': `${ORIGIN}/api/reso/$metadata#Property`,
      value: [
        {
          ListingKey: 'hyde-park-georgian',
          ListingId: 'hyde-park-georgian',
          StandardStatus: 'Closed',
          ListPrice: 2_450_000,
          OriginalListPrice: 2_450_000,
          ClosePrice: 2_400_000,
          ListingContractDate: '2026-01-05',
          OnMarketDate: '2026-01-05',
          PurchaseContractDate: '2026-02-01',
          CloseDate: '2026-03-01',
          DaysOnMarket: 27,
          BedroomsTotal: 4,
          BathroomsTotalInteger: 4,
          LivingArea: 3200,
          LivingAreaUnits: 'Square Feet',
          PropertyType: 'Residential',
          PropertySubType: 'Single Family Residence',
          UnparsedAddress: '2914 Grandin Rd, Cincinnati, OH 45208',
          City: 'Cincinnati',
          StateOrProvince: 'OH',
          PostalCode: '45208',
          SubdivisionName: 'Hyde Park',
          PublicRemarks: 'The description of hyde-park-georgian, a house with a garden.',
          PhotosCount: 1,
          ListingURL: `${ORIGIN}/property/hyde-park-georgian`,
          ModificationTimestamp: '2026-10-01T12:34:56.789Z',
        },
      ],
    });
  });

  it('leaves the close price out when the seller asked that it not be published', async () => {
    await seed({ private: { status: 'Closed', modified: '2026-10-01T00:00:00Z', showSoldPrice: false } });
    const { token } = await createKey();
    const [record] = (await feed(token).expect(200)).body.value as Record<string, unknown>[];
    expect(record).not.toHaveProperty('ClosePrice');
    expect(record).toMatchObject({ StandardStatus: 'Closed', CloseDate: '2026-03-01' });
  });

  it('expands Media: absolute URLs in order, each described by its alt text or the title', async () => {
    await seed({
      photos: {
        modified: '2026-10-01T00:00:00Z',
        images: ['/api/uploads/front_1600x1067_a1b2c3.jpg', 'https://cdn.example.com/kitchen.webp'],
        imageAlts: ['The front door under the oaks', ''],
      },
    });
    const { token } = await createKey();
    const response = await feed(token, { $expand: 'Media', $select: 'ListingKey,PhotosCount' }).expect(200);
    expect(response.body['@odata.context']).toBe(`${ORIGIN}/api/reso/$metadata#Property(ListingKey,PhotosCount,Media())`);
    expect(response.body.value).toEqual([
      {
        ListingKey: 'photos',
        PhotosCount: 2,
        Media: [
          {
            MediaKey: expect.stringMatching(/^photos-[0-9a-f]{16}$/),
            ResourceRecordKey: 'photos',
            ResourceName: 'Property',
            MediaCategory: 'Photo',
            MediaURL: `${ORIGIN}/api/uploads/front_1600x1067_a1b2c3.jpg`,
            MimeType: 'image/jpeg',
            Order: 0,
            ShortDescription: 'The front door under the oaks',
          },
          {
            MediaKey: expect.stringMatching(/^photos-[0-9a-f]{16}$/),
            ResourceRecordKey: 'photos',
            ResourceName: 'Property',
            MediaCategory: 'Photo',
            MediaURL: 'https://cdn.example.com/kitchen.webp',
            MimeType: 'image/webp',
            Order: 1,
            ShortDescription: 'Listing photos',
          },
        ],
      },
    ]);
  });

  it('selects fields with $select', async () => {
    await seed({ one: { modified: '2026-10-01T00:00:00Z', price: 750_000 } });
    const { token } = await createKey();
    const response = await feed(token, { $select: 'ListingKey,ListPrice,ModificationTimestamp' }).expect(200);
    expect(response.body.value).toEqual([{ ListingKey: 'one', ListPrice: 750_000, ModificationTimestamp: '2026-10-01T00:00:00.000Z' }]);
  });
});

describe('GET /api/reso/Property: $filter, $orderby, paging', () => {
  const catalogue: Record<string, Seed> = {
    a: { price: 500_000, modified: '2026-10-01T00:00:00Z' },
    b: { price: 900_000, modified: '2026-10-02T00:00:00Z', address: '1 Main St, Blue Ash, OH 45242' },
    c: { price: 700_000, modified: '2026-10-03T00:00:00Z', status: 'Pending' },
    d: { price: 700_000, modified: '2026-10-03T00:00:00Z' },
    e: { price: 2_000_000, modified: '2026-10-04T00:00:00Z', microseconds: 1, status: 'Closed' },
    f: { price: 1_200_000, modified: '2026-10-05T00:00:00Z', address: '9 Oak Ave, Blue Ash, OH 45242' },
    g: { price: 300_000, modified: '2026-10-06T00:00:00Z', status: 'Coming Soon' },
  };
  let token = '';
  beforeEach(async () => {
    await seed(catalogue);
    ({ token } = await createKey());
  });

  it('filters on StandardStatus', async () => {
    expect(keysOf(await feed(token, { $filter: "StandardStatus eq 'Active'" }).expect(200))).toEqual(['a', 'b', 'd', 'f']);
    expect(keysOf(await feed(token, { $filter: "StandardStatus ne 'Active'" }).expect(200))).toEqual(['c', 'e', 'g']);
  });

  it('filters on ModificationTimestamp, as a partner’s incremental copy asks for what changed since', async () => {
    expect(keysOf(await feed(token, { $filter: 'ModificationTimestamp gt 2026-10-03T00:00:00Z' }).expect(200))).toEqual(['e', 'f', 'g']);
    expect(keysOf(await feed(token, { $filter: 'ModificationTimestamp ge 2026-10-03T00:00:00Z' }).expect(200))).toEqual([
      'c',
      'd',
      'e',
      'f',
      'g',
    ]);
    expect(keysOf(await feed(token, { $filter: 'ModificationTimestamp gt 2026-10-04T00:00:00Z' }).expect(200))).toEqual(['e', 'f', 'g']);
    expect(keysOf(await feed(token, { $filter: 'ModificationTimestamp lt 2026-10-02T00:00:00Z' }).expect(200))).toEqual(['a']);
    expect(keysOf(await feed(token, { $filter: 'ModificationTimestamp eq 2026-10-03T00:00:00Z' }).expect(200))).toEqual(['c', 'd']);
    expect(keysOf(await feed(token, { $filter: 'ModificationTimestamp ne 2026-10-03T00:00:00Z' }).expect(200))).toEqual([
      'a',
      'b',
      'e',
      'f',
      'g',
    ]);
    const [record] = (await feed(token, { $filter: 'ModificationTimestamp gt 2026-10-04T00:00:00Z' }).expect(200)).body.value;
    expect(record.ModificationTimestamp).toBe('2026-10-04T00:00:00.000001Z');
  });

  it('filters on ListPrice and City, with and', async () => {
    const query = { $filter: "ListPrice ge 700000 and ListPrice le 1200000 and StandardStatus eq 'Active'" };
    expect(keysOf(await feed(token, query).expect(200))).toEqual(['b', 'd', 'f']);
    expect(keysOf(await feed(token, { $filter: "City eq 'Blue Ash'" }).expect(200))).toEqual(['b', 'f']);
    expect(keysOf(await feed(token, { $filter: "City ne 'Blue Ash' and (ListPrice gt 600000)" }).expect(200))).toEqual(['c', 'd', 'e']);
    expect(keysOf(await feed(token, { $filter: 'ListPrice eq 700000' }).expect(200))).toEqual(['c', 'd']);
  });

  it('orders by ModificationTimestamp or ListPrice, either way, ties by key', async () => {
    expect(keysOf(await feed(token, { $orderby: 'ModificationTimestamp desc' }).expect(200))).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect(keysOf(await feed(token, { $orderby: 'ListPrice asc' }).expect(200))).toEqual(['g', 'a', 'c', 'd', 'b', 'f', 'e']);
    expect(keysOf(await feed(token, { $orderby: 'ListPrice desc' }).expect(200))).toEqual(['e', 'f', 'b', 'd', 'c', 'a', 'g']);
  });

  it.each([
    [{ $top: '2' }],
    [{ $top: '3', $orderby: 'ListPrice desc' }],
    [{ $top: '1', $filter: "City ne 'Blue Ash'", $orderby: 'ListPrice asc' }],
    [{ $top: '2', $filter: 'ListPrice ge 500000', $orderby: 'ModificationTimestamp desc', $select: 'ListingKey' }],
  ])('pages through %j to the end with @odata.nextLink, without duplicates or gaps', async (query) => {
    const { $top: _top, ...everything } = query;
    const all = keysOf(await feed(token, { ...everything, $top: '200' }).expect(200));
    const pages = await walk(token, query);
    expect(pages.slice(0, -1).every((page) => page.length === Number(query.$top))).toBe(true);
    expect(pages.flat()).toEqual(all);
    expect(all.length).toBeGreaterThan(3);
  });

  it('carries the query into @odata.nextLink, and honours $skip', async () => {
    const first = await feed(token, { $top: '2', $skip: '1', $filter: "StandardStatus eq 'Active'", $expand: 'Media' }).expect(200);
    expect(keysOf(first)).toEqual(['b', 'd']);
    const next = new URL(first.body['@odata.nextLink'] as string);
    expect(next.searchParams.get('$filter')).toBe("StandardStatus eq 'Active'");
    expect(next.searchParams.get('$expand')).toBe('Media');
    expect(next.searchParams.get('$top')).toBe('2');
    expect(next.searchParams.has('$skip')).toBe(false);
    const second = await request(t.app).get(`${next.pathname}${next.search}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(keysOf(second)).toEqual(['f']);
    expect(second.body).not.toHaveProperty('@odata.nextLink');
  });

  it.each([
    [
      { $filter: "City eq 'Cincinnati' or City eq 'Blue Ash'" },
      'NotSupported',
      "'or' is not supported in $filter: join comparisons with 'and' (one request per alternative).",
    ],
    [
      { $count: 'true' },
      'NotSupported',
      '$count is not supported. This feed takes $filter, $select, $expand, $orderby, $top, $skip, $skiptoken, $format.',
    ],
    [{ $top: '500' }, 'BadRequest', "$top must be a whole number from 0 to 200, not '500'"],
    [
      { $orderby: 'BedroomsTotal desc' },
      'NotSupported',
      '$orderby BedroomsTotal is not supported: order by ModificationTimestamp or ListPrice',
    ],
    [{ $skiptoken: 'forged' }, 'BadRequest', '$skiptoken is not valid: follow @odata.nextLink as it is given'],
    [
      { $filter: "City ne 'A' and ListPrice ne 5" },
      'NotSupported',
      "$filter takes one 'ne' on City, ListPrice or ModificationTimestamp (any number on StandardStatus)",
    ],
  ])('answers 400 in OData’s words for %j', async (query, code, message) => {
    const response = await feed(token, query).expect(400);
    expect(response.body).toEqual({ message, error: { code, message } });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /api/reso/$metadata', () => {
  it('describes Property and Media in CSDL, to key holders', async () => {
    await request(t.app).get('/api/reso/$metadata').expect(401);
    const { token } = await createKey();
    const response = await request(t.app).get('/api/reso/$metadata').set('Authorization', `Bearer ${token}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.text).toContain('<EntityType Name="Property">');
    expect(response.text).toContain('<Property Name="ModificationTimestamp" Type="Edm.DateTimeOffset"/>');
    expect(response.text).toContain('<NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)"/>');
  });
});
