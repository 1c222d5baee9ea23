import fc from 'fast-check';
import request from 'supertest';
import { appCheckHeader } from '../support/appCheck';
import { ORIGIN, testApp } from '../support/testApp';

/**
 * Property: whatever a client sends, to any route, signed in or not, the API answers with
 * a 2xx/3xx/4xx and the one error shape, never a 5xx.
 */
const ROUTES: [method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string][] = [
  ['get', '/api/user'],
  ['post', '/api/login'],
  ['post', '/api/register'],
  ['post', '/api/logout'],
  ['get', '/api/properties'],
  ['get', '/api/properties/featured'],
  ['get', '/api/properties/some-id'],
  ['post', '/api/properties'],
  ['patch', '/api/properties/some-id'],
  ['delete', '/api/properties/some-id'],
  ['get', '/api/neighborhoods'],
  ['get', '/api/neighborhoods/hyde-park'],
  ['post', '/api/neighborhoods'],
  ['patch', '/api/neighborhoods/hyde-park'],
  ['delete', '/api/neighborhoods/hyde-park'],
  ['get', '/api/neighborhoods/boundaries'],
  ['put', '/api/neighborhoods/hyde-park/boundary'],
  ['delete', '/api/neighborhoods/hyde-park/boundary'],
  ['get', '/api/testimonials'],
  ['post', '/api/testimonials'],
  ['patch', '/api/testimonials/some-id'],
  ['delete', '/api/testimonials/some-id'],
  ['get', '/api/blog-posts'],
  ['get', '/api/blog-posts/some-slug'],
  ['post', '/api/blog-posts'],
  ['patch', '/api/blog-posts/some-id'],
  ['delete', '/api/blog-posts/some-id'],
  ['post', '/api/leads'],
  ['post', '/api/valuations'],
  ['get', '/api/valuations/addresses'],
  ['post', '/api/valuations/leads'],
  ['post', '/api/valuations/opinions'],
  ['get', '/api/leads'],
  ['get', '/api/debug/leads'],
  ['get', '/api/leads/export'],
  ['post', '/api/leads/exports'],
  ['get', '/api/leads/exports/some-id'],
  ['get', '/api/leads/exports/some-id/file'],
  ['patch', '/api/leads/some-id'],
  ['post', '/api/leads/some-id/notes'],
  ['post', '/api/leads/some-id/claim'],
  ['get', '/api/leads/some-id/related'],
  ['delete', '/api/leads/some-id'],
  ['delete', '/api/leads'],
  ['get', '/api/admin/lead-stats'],
  ['get', '/api/staff'],
  ['post', '/api/session/realtime'],
  ['get', '/api/admin/users'],
  ['post', '/api/admin/users'],
  ['patch', '/api/admin/users/some-id'],
  ['post', '/api/admin/users/some-id/reset-password'],
  ['delete', '/api/admin/users/some-id'],
  ['get', '/api/admin/settings/lead-assignment'],
  ['put', '/api/admin/settings/lead-assignment'],
  ['post', '/api/upload-multiple'],
  ['delete', '/api/upload/some-file.png'],
  ['get', '/api/uploads/some-file.png'],
  ['get', '/api/admin/settings/reso-keys'],
  ['post', '/api/admin/settings/reso-keys'],
  ['delete', '/api/admin/settings/reso-keys/some-id'],
  ['get', '/api/mls/sources'],
  ['post', '/api/mls/sources/some-id/pause'],
  ['post', '/api/mls/sources/some-id/resume'],
  ['post', '/api/mls/sources/some-id/resync'],
  ['get', '/api/reso/Property'],
  ['get', '/api/reso/$metadata'],
  ['get', '/api/account/searches'],
  ['post', '/api/account/searches'],
  ['patch', '/api/account/searches/some-id'],
  ['delete', '/api/account/searches/some-id'],
  ['put', '/api/account/alerts'],
  ['get', '/api/alerts/unsubscribe'],
  ['post', '/api/alerts/unsubscribe'],
  ['get', '/api/home-reports/unsubscribe'],
  ['post', '/api/home-reports/unsubscribe'],
  ['get', '/api/home-reports/opened/some-token.gif'],
  ['post', '/api/showings'],
  ['get', '/api/showings/slots'],
  ['get', '/api/showings/manage'],
  ['post', '/api/showings/manage/reschedule'],
  ['put', '/api/showings/availability/hours'],
  ['post', '/api/showings/availability/blocked'],
  ['post', '/api/showings/some-id/decline'],
  ['post', '/api/showings/some-id/propose'],
  ['get', '/api/calendar/some-token.ics'],
  ['get', '/api/open-houses'],
  ['get', '/api/open-houses/some-id'],
  ['get', '/api/open-houses/some-id.ics'],
  ['get', '/api/open-houses/rsvp'],
  ['post', '/api/open-houses/rsvp/cancel'],
  ['get', '/api/open-houses/some-id/invitation'],
  ['post', '/api/open-houses/some-id/rsvps'],
  ['get', '/api/open-houses/some-id/door'],
  ['post', '/api/open-houses/some-id/check-ins'],
  ['post', '/api/admin/open-houses'],
  ['put', '/api/admin/open-houses/some-id'],
  ['post', '/api/admin/open-houses/some-id/invitations'],
  ['post', '/api/admin/open-houses/some-id/report/email'],
  ['post', '/api/site-health/beacons'],
  ['get', '/api/admin/site-health'],
  ['get', '/api/cmas'],
  ['post', '/api/cmas'],
  ['get', '/api/cmas/some-id'],
  ['put', '/api/cmas/some-id'],
  ['post', '/api/cmas/some-id/publish'],
];

const t = testApp();
const cookies: Record<'admin' | 'agent', string> = { admin: '', agent: '' };

beforeAll(async () => {
  await t.reset();
  // GET /api/leads/export waits up to 40 s for its export: prepared as the trigger would, each admin call ends at once.
  t.prepareLeadExportsAsAsked();
  cookies.admin = await t.signInAsAdmin();
  cookies.agent = (await t.signInAsAgent()).cookie;
});
afterAll(() => t.teardown());

// Bodies are random JSON, or objects whose keys are the API's own field names with random values.
const FIELD_NAMES = [
  'username',
  'password',
  'name',
  'email',
  'phone',
  'source',
  'interest',
  'message',
  'investmentGoals',
  'preferredDate',
  'preferredTime',
  'propertyId',
  'title',
  'address',
  'neighborhood',
  'price',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'description',
  'propertyType',
  'images',
  'isFeatured',
  'isNewListing',
  'slug',
  'category',
  'excerpt',
  'body',
  'imageUrl',
  'publishedAt',
  'rating',
  'testimonial',
  'avatarUrl',
  'role',
  'available',
  'automatic',
  'status',
  'ownerId',
  'text',
  'shortDescription',
  'ids',
  'website',
  'includeOffMarket',
  'frequency',
  'query',
  'alertsOff',
  'token',
  'hours',
  'start',
  'end',
  'note',
  'date',
  'time',
  'partySize',
  'invitation',
  'door',
  'workingWithAgent',
  'followUpConsent',
  'ListingKey',
  'OpenHouseDate',
  'OpenHouseStartTime',
  'OpenHouseEndTime',
  'OpenHouseType',
  'capacity',
  'leadIds',
  'emails',
  'vitals',
  'errors',
  'page',
  'metric',
  'value',
  'kind',
];
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
);
const queryString = fc.dictionary(
  fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(
      'search',
      'neighborhood',
      'propertyType',
      'minPrice',
      'maxPrice',
      'bedrooms',
      'sort',
      'limit',
      'cursor',
      'source',
      'status',
      'area',
      'owner',
      'ids',
      'sortOrder',
      '$filter',
      '$top',
      '$skip',
      '$select',
      '$orderby',
      '$expand',
      '$skiptoken',
      'token',
      'propertyId',
      'date',
      'door',
    ),
  ),
  fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer().map(String),
    // Drawn areas, readable or nearly (docs/product/site.md#listing).
    fc
      .tuple(fc.double({ min: 38, max: 40 }), fc.double({ min: -86, max: -83 }), fc.integer({ min: -1, max: 40_000 }))
      .map(([latitude, longitude, radius]) => `c:${latitude},${longitude},${radius}`),
  ),
  {
    maxKeys: 4,
  },
);
const pathSegment = fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom('..', '%2e%2e', '0', '-1', 'null', ' '));

/** Who calls: a visitor, an agent or an admin, drawn with the rest, so each route meets all three. */
const caller = fc.constantFrom(undefined, 'agent' as const, 'admin' as const);

describe.each(ROUTES)('%s %s', (method, path) => {
  it('never answers 5xx, to a visitor, an agent or an admin', async () => {
    await fc.assert(
      fc.asyncProperty(jsonValue, queryString, pathSegment, caller, async (body, query, segment, who) => {
        const target = path.replace(/some-[a-z]+/, encodeURIComponent(segment));
        // From the site's pages, with a form's App Check token: what is fuzzed is the route behind the guard.
        let call = request(t.app)[method](target).query(query).set('Origin', ORIGIN).set(appCheckHeader());
        if (who) call = call.set('Cookie', cookies[who]);
        const response = method === 'get' ? await call : await call.set('Content-Type', 'application/json').send(JSON.stringify(body));
        if (response.status >= 500) throw new Error(`${method.toUpperCase()} ${target} answered ${response.status}: ${response.text}`);
        if (response.status >= 400) expect(typeof response.body.message).toBe('string');
      }),
      // 20 calls a route (about 7 from each caller), each run with a new seed; 45 a route (15 from each) took half as long again.
      { numRuns: 20 },
    );
  });
});

/** $filter text from the feed's own words and OData's, so that most of it gets past the tokenizer. */
const FILTER_WORDS = [
  'StandardStatus',
  'ListPrice',
  'ModificationTimestamp',
  'City',
  'BedroomsTotal',
  'Media/Order',
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'and',
  'or',
  'not',
  'in',
  '(',
  ')',
  ',',
  "'Active'",
  "'Withdrawn'",
  "'O''Fallon'",
  "'",
  '500000',
  '-1.5e3',
  '2026-11-01T00:00:00Z',
  '2026-02-30T25:61:00+99:00',
  '2026-11-01',
  'null',
  'contains(',
  'any(m:',
];
const odataQuery = fc.record(
  {
    $filter: fc.oneof(
      fc.array(fc.constantFrom(...FILTER_WORDS), { maxLength: 9 }).map((words) => words.join(' ')),
      fc.string({ maxLength: 40 }),
    ),
    $top: fc.oneof(fc.integer({ min: -5, max: 250 }).map(String), fc.string({ maxLength: 5 })),
    $skip: fc.oneof(fc.nat(20).map(String), fc.string({ maxLength: 5 })),
    $select: fc.oneof(fc.constantFrom('ListingKey', 'ListingKey,City', '*', 'Media', 'Nope'), fc.string({ maxLength: 12 })),
    $orderby: fc.oneof(
      fc.constantFrom('ListPrice desc', 'ModificationTimestamp', 'City asc', 'ListPrice up'),
      fc.string({ maxLength: 12 }),
    ),
    $expand: fc.constantFrom('Media', 'Media($top=1)', 'Nope'),
    $skiptoken: fc.oneof(fc.base64String({ maxLength: 40 }), fc.string({ maxLength: 20 })),
  },
  { requiredKeys: [] },
);

describe('GET /api/reso/Property with a feed key', () => {
  it('never answers 5xx, and refuses what it cannot answer in OData’s words', async () => {
    // A fresh session: the fuzzing above may have signed the admin out (POST /api/logout).
    const created = await request(t.app)
      .post('/api/admin/settings/reso-keys')
      .set('Cookie', await t.signIn())
      .set('Origin', ORIGIN)
      .send({ name: 'Fuzz', includeOffMarket: true })
      .expect(201);
    const token = (created.body as { token: string }).token;
    await fc.assert(
      fc.asyncProperty(odataQuery, async (query) => {
        const response = await request(t.app).get('/api/reso/Property').query(query).set('Authorization', `Bearer ${token}`);
        if (response.status >= 500) throw new Error(`${JSON.stringify(query)} answered ${response.status}: ${response.text}`);
        if (response.status === 200) expect(Array.isArray(response.body.value)).toBe(true);
        else {
          expect(response.status).toBe(400);
          expect(response.body).toEqual({
            message: expect.any(String),
            error: { code: expect.stringMatching(/^(BadRequest|NotSupported)$/), message: response.body.message },
          });
        }
      }),
      { numRuns: 100 },
    );
  });
});
