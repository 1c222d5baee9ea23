import fc from 'fast-check';
import request from 'supertest';
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
  ['get', '/api/leads'],
  ['get', '/api/debug/leads'],
  ['get', '/api/leads/export'],
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
];

const t = testApp();
const cookies: Record<'admin' | 'agent', string> = { admin: '', agent: '' };

beforeAll(async () => {
  await t.reset();
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
      'owner',
      'ids',
      'sortOrder',
    ),
  ),
  fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String)),
  {
    maxKeys: 4,
  },
);
const pathSegment = fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom('..', '%2e%2e', '0', '-1', 'null', ' '));

describe.each(ROUTES)('%s %s', (method, path) => {
  it.each([
    ['as a visitor', undefined],
    ['as an agent', 'agent'],
    ['as an admin', 'admin'],
  ] as const)('never answers 5xx %s', async (_who, caller) => {
    await fc.assert(
      fc.asyncProperty(jsonValue, queryString, pathSegment, async (body, query, segment) => {
        const target = path.replace(/some-[a-z]+/, encodeURIComponent(segment));
        let call = request(t.app)[method](target).query(query).set('Origin', ORIGIN);
        if (caller) call = call.set('Cookie', cookies[caller]);
        const response = method === 'get' ? await call : await call.set('Content-Type', 'application/json').send(JSON.stringify(body));
        if (response.status >= 500) throw new Error(`${method.toUpperCase()} ${target} answered ${response.status}: ${response.text}`);
        if (response.status >= 400) expect(typeof response.body.message).toBe('string');
      }),
      { numRuns: 15 },
    );
  });
});
