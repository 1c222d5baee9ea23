import fc from 'fast-check';
import request from 'supertest';
import { ORIGIN, testApp } from './support/testApp';

/**
 * Property: whatever a client sends, to any route, signed in or not, the API answers with
 * a 2xx/3xx/4xx and the one error shape, never a 5xx.
 */
const ROUTES: [method: 'get' | 'post' | 'patch' | 'delete', path: string][] = [
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
  ['delete', '/api/leads/some-id'],
  ['delete', '/api/leads'],
  ['get', '/api/admin/users'],
  ['post', '/api/admin/users'],
  ['post', '/api/admin/users/some-id/reset-password'],
  ['delete', '/api/admin/users/some-id'],
  ['post', '/api/upload-multiple'],
  ['delete', '/api/upload/some-file.png'],
  ['get', '/api/uploads/some-file.png'],
];

const t = testApp();
let adminCookie: string;

beforeAll(async () => {
  await t.reset();
  adminCookie = await t.signInAsAdmin();
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
    ['as a visitor', false],
    ['as an admin', true],
  ])('never answers 5xx %s', async (_who, signedIn) => {
    await fc.assert(
      fc.asyncProperty(jsonValue, queryString, pathSegment, async (body, query, segment) => {
        const target = path.replace(/some-[a-z]+/, encodeURIComponent(segment));
        let call = request(t.app)[method](target).query(query).set('Origin', ORIGIN);
        if (signedIn) call = call.set('Cookie', adminCookie);
        const response = method === 'get' ? await call : await call.set('Content-Type', 'application/json').send(JSON.stringify(body));
        if (response.status >= 500) throw new Error(`${method.toUpperCase()} ${target} answered ${response.status}: ${response.text}`);
        if (response.status >= 400) expect(typeof response.body.message).toBe('string');
      }),
      { numRuns: 15 },
    );
  });
});
