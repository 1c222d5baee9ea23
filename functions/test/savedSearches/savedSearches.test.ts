import fc from 'fast-check';
import request from 'supertest';
import {
  CLIENT_ONLY_MESSAGE,
  SAVED_SEARCH_LIMIT_MESSAGE,
  SAVED_SEARCH_NOT_FOUND_MESSAGE,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
} from '@estate/domain';
import indexes from '../../../firestore.indexes.json';
import { ALERTS, SAVED_SEARCHES } from '../../src/savedSearches';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
let client: string;
beforeEach(async () => {
  await t.reset();
  client = await t.signInAsClient('jordan@example.com');
});
afterAll(() => t.teardown());

const save = (body: object, cookie = client) =>
  request(t.app).post('/api/account/searches').set('Cookie', cookie).set('Origin', ORIGIN).send(body);
const HYDE_PARK = { name: 'Hyde Park family homes', frequency: 'daily', query: '?neighborhood=Hyde+Park&minPrice=500000&bedrooms=3' };

describe('POST /api/account/searches', () => {
  it('saves the URL’s filters with a name and a frequency, and answers them as /properties writes them', async () => {
    const response = await save(HYDE_PARK).expect(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'Hyde Park family homes',
      filters: { neighborhood: 'Hyde Park', minPrice: 500_000, bedrooms: 3, status: 'for-sale' },
      query: 'neighborhood=Hyde+Park&minPrice=500000&bedrooms=3',
      frequency: 'daily',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await t.deps.db.collection(SAVED_SEARCHES).doc(response.body.id).get();
    expect(stored.get('matchKeys')).toEqual([
      'hyde-park|*|2',
      'hyde-park|*|3',
      'hyde-park|*|4',
      'hyde-park|*|5',
      'hyde-park|*|6',
      'hyde-park|*|7',
      'hyde-park|*|8',
    ]);
    expect(stored.get('alerting')).toBe(true);
  });

  it('keeps the keyword split into the words listings are searched by', async () => {
    const response = await save({ name: 'Lofts', frequency: 'instant', query: 'search=Loft%20with+Views' }).expect(201);
    expect(response.body.filters).toEqual({ search: 'Loft with Views', status: 'for-sale' });
    expect((await t.deps.db.collection(SAVED_SEARCHES).doc(response.body.id).get()).get('words')).toEqual(['loft', 'with', 'views']);
  });

  it('refuses bad filters with the listing’s own messages, and a bad name or frequency with theirs', async () => {
    const cases: [object, string][] = [
      [
        { ...HYDE_PARK, query: 'neighborhood=Atlantis' },
        'neighborhood must be one of: Hyde Park, Mount Adams, Indian Hill, Downtown, Oakley, Clifton, West End, Over-the-Rhine, Blue Ash',
      ],
      [{ ...HYDE_PARK, query: 'status=off-market' }, 'status must be one of: for-sale, under-contract, sold'],
      [{ ...HYDE_PARK, query: 'minPrice=9&maxPrice=1' }, 'maxPrice must not be less than minPrice'],
      [{ ...HYDE_PARK, name: '' }, 'Please name this search'],
      [{ ...HYDE_PARK, name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
      [{ ...HYDE_PARK, frequency: 'hourly' }, 'frequency must be one of: instant, daily, weekly, off'],
    ];
    for (const [body, message] of cases) {
      const response = await save(body).expect(400);
      expect(response.body.message).toBe(message);
    }
    expect((await t.deps.db.collection(SAVED_SEARCHES).get()).size).toBe(0);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches per client`, async () => {
    for (let n = 0; n < SAVED_SEARCHES_MAX; n += 1) await save({ ...HYDE_PARK, name: `Search ${n}` }).expect(201);
    const refused = await save(HYDE_PARK).expect(409);
    expect(refused.body).toEqual({ message: SAVED_SEARCH_LIMIT_MESSAGE });
  });

  it('is for clients only: staff are refused', async () => {
    const admin = await t.signInAsAdmin();
    const response = await save(HYDE_PARK, admin).expect(403);
    expect(response.body).toEqual({ message: CLIENT_ONLY_MESSAGE });
  });
});

describe('GET, PATCH and DELETE /api/account/searches', () => {
  it('lists the client’s own searches, newest first, and never another client’s', async () => {
    await save({ ...HYDE_PARK, name: 'First' }).expect(201);
    await save({ ...HYDE_PARK, name: 'Second' }).expect(201);
    const other = await t.signInAsClient('other@example.com');
    await save({ ...HYDE_PARK, name: 'Not yours' }, other).expect(201);
    const response = await request(t.app).get('/api/account/searches').set('Cookie', client).expect(200);
    expect(response.body.map((search: SavedSearch) => search.name)).toEqual(['Second', 'First']);
  });

  it('renames a search and changes its frequency; off stops its alerts', async () => {
    const { body: saved } = await save(HYDE_PARK).expect(201);
    const patch = (body: object) =>
      request(t.app).patch(`/api/account/searches/${saved.id}`).set('Cookie', client).set('Origin', ORIGIN).send(body);
    const renamed = await patch({ name: '  Hyde Park, 3 beds  ' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Hyde Park, 3 beds', frequency: 'daily', filters: saved.filters });
    const off = await patch({ frequency: 'off' }).expect(200);
    expect(off.body.frequency).toBe('off');
    expect((await t.deps.db.collection(SAVED_SEARCHES).doc(saved.id).get()).get('alerting')).toBe(false);
    expect((await patch({}).expect(400)).body.message).toBe('Send a new name or frequency');
  });

  it('answers 404 for another client’s search, and changes nothing of it', async () => {
    const other = await t.signInAsClient('other@example.com');
    const { body: theirs } = await save(HYDE_PARK, other).expect(201);
    const patched = await request(t.app)
      .patch(`/api/account/searches/${theirs.id}`)
      .set('Cookie', client)
      .set('Origin', ORIGIN)
      .send({ name: 'Taken' })
      .expect(404);
    expect(patched.body).toEqual({ message: SAVED_SEARCH_NOT_FOUND_MESSAGE });
    await request(t.app).delete(`/api/account/searches/${theirs.id}`).set('Cookie', client).set('Origin', ORIGIN).expect(404);
    expect((await t.deps.db.collection(SAVED_SEARCHES).doc(theirs.id).get()).get('name')).toBe(HYDE_PARK.name);
  });

  it('deletes a search', async () => {
    const { body: saved } = await save(HYDE_PARK).expect(201);
    await request(t.app).delete(`/api/account/searches/${saved.id}`).set('Cookie', client).set('Origin', ORIGIN).expect(204);
    expect((await request(t.app).get('/api/account/searches').set('Cookie', client).expect(200)).body).toEqual([]);
  });

  it('refuses a change from another site', async () => {
    await save(HYDE_PARK).set('Origin', 'https://evil.example').expect(403);
  });
});

describe('PUT /api/account/alerts', () => {
  it('turns every alert off and back on, as each search’s frequency says', async () => {
    const { body: daily } = await save(HYDE_PARK).expect(201);
    const { body: off } = await save({ ...HYDE_PARK, frequency: 'off' }).expect(201);
    const alerting = async (id: string) => (await t.deps.db.collection(SAVED_SEARCHES).doc(id).get()).get('alerting');
    const put = (alertsOff: unknown) =>
      request(t.app).put('/api/account/alerts').set('Cookie', client).set('Origin', ORIGIN).send({ alertsOff });

    expect((await put(true).expect(200)).body).toEqual({ alertsOff: true });
    expect((await request(t.app).get('/api/account').set('Cookie', client).expect(200)).body.alertsOff).toBe(true);
    expect([await alerting(daily.id), await alerting(off.id)]).toEqual([false, false]);
    // A search saved while every alert is off does not alert either.
    const { body: later } = await save({ ...HYDE_PARK, frequency: 'instant' }).expect(201);
    expect(await alerting(later.id)).toBe(false);

    await put(false).expect(200);
    expect([await alerting(daily.id), await alerting(off.id), await alerting(later.id)]).toEqual([true, false, true]);
    expect((await put('yes').expect(400)).body.message).toBe('alertsOff must be true or false');
  });
});

describe('the privacy export and the deletion of the account', () => {
  it('exports the saved searches and the alert history, and deletes them with the account', async () => {
    const { body: saved } = await save(HYDE_PARK).expect(201);
    const exported = await request(t.app).get('/api/account/export').set('Cookie', client).expect(200);
    expect(exported.body.savedSearches).toEqual([saved]);
    expect(exported.body.alerts).toEqual([]);

    await request(t.app).delete('/api/account').set('Cookie', client).set('Origin', ORIGIN).expect(200);
    expect((await t.deps.db.collection(SAVED_SEARCHES).get()).size).toBe(0);
  });
});

describe('whatever a client sends', () => {
  const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 30 }));
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.dictionary(fc.constantFrom('name', 'frequency', 'query', 'alertsOff'), value, { maxKeys: 4 }),
  );
  const calls = [
    (cookie: string) => request(t.app).post('/api/account/searches').set('Cookie', cookie),
    (cookie: string) => request(t.app).patch('/api/account/searches/some-id').set('Cookie', cookie),
    (cookie: string) => request(t.app).put('/api/account/alerts').set('Cookie', cookie),
  ];

  it('answers its own routes with a 2xx or a 4xx and a message, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), body, async (call, sent) => {
        const response = await call(client).set('Origin', ORIGIN).set('Content-Type', 'application/json').send(JSON.stringify(sent));
        if (response.status >= 500) throw new Error(`${JSON.stringify(sent)} answered ${response.status}: ${response.text}`);
        if (response.status >= 400) expect(typeof response.body.message).toBe('string');
      }),
      { numRuns: 60 },
    );
  });
});

describe('firestore.indexes.json', () => {
  it('declares the composite indexes the alerts query by: a client’s searches, the candidates of a change, the alerts due', () => {
    const declared = indexes.indexes.map((index) => `${index.collectionGroup} ${JSON.stringify(index.fields)}`);
    for (const [collection, fields] of [
      [
        SAVED_SEARCHES,
        [
          { fieldPath: 'uid', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      ],
      [
        SAVED_SEARCHES,
        [
          { fieldPath: 'alerting', order: 'ASCENDING' },
          { fieldPath: 'matchKeys', arrayConfig: 'CONTAINS' },
        ],
      ],
      [
        ALERTS,
        [
          { fieldPath: 'frequency', order: 'ASCENDING' },
          { fieldPath: 'state', order: 'ASCENDING' },
          { fieldPath: 'dueAt', order: 'ASCENDING' },
        ],
      ],
    ] as const) {
      expect(declared).toContain(`${collection} ${JSON.stringify(fields)}`);
    }
  });

  it('lets the favourites of every client be read by listing (a collection-group index)', () => {
    const favourites = indexes.fieldOverrides.find(
      (override) => override.collectionGroup === 'favourites' && override.fieldPath === 'propertyId',
    );
    expect(favourites?.indexes).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' });
  });
});
