import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { expectAdminOnly } from '../support/adminGuard';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const article = (slug: string) => ({
  slug,
  title: `Notes on ${slug}`,
  excerpt: 'What buyers should know this season.',
  body: 'First paragraph.\n\nSecond paragraph.',
  imageUrl: '/media/blog/blog-01.svg',
  category: 'Market Insights',
});

/** Stored as the seed stores posts: id = slug, publishedAt a Timestamp or null. */
async function store(slug: string, publishedAt: string | null): Promise<void> {
  await t.deps.db
    .collection('blogPosts')
    .doc(slug)
    .set({ ...article(slug), publishedAt: publishedAt ? Timestamp.fromDate(new Date(publishedAt)) : null });
}

async function storeThree(): Promise<void> {
  await store('older-post', '2026-09-01T10:00:00Z');
  await store('draft-post', null);
  await store('newer-post', '2026-10-01T10:00:00Z');
}

const slugs = (response: { body: { id: string }[] }) => response.body.map((post) => post.id);

const asAdmin = async () => {
  const cookie = await t.signInAsAdmin();
  return {
    post: (body: object) => request(t.app).post('/api/blog-posts').set('Cookie', cookie).set('Origin', ORIGIN).send(body),
    patch: (id: string, body: object) =>
      request(t.app).patch(`/api/blog-posts/${id}`).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
    delete: (id: string) => request(t.app).delete(`/api/blog-posts/${id}`).set('Cookie', cookie).set('Origin', ORIGIN),
  };
};

describe('GET /api/blog-posts', () => {
  it('answers every post, newest published first and unpublished last', async () => {
    await storeThree();
    const response = await request(t.app).get('/api/blog-posts').expect(200);
    expect(slugs(response)).toEqual(['newer-post', 'older-post', 'draft-post']);
    expect(response.body[0]).toEqual({ id: 'newer-post', ...article('newer-post'), publishedAt: '2026-10-01T10:00:00.000Z' });
    expect(response.body[2].publishedAt).toBeNull();
    expect(response.headers['cache-control']).toContain('s-maxage=60');
  });

  it('answers the newest `limit` posts', async () => {
    await storeThree();
    expect(slugs(await request(t.app).get('/api/blog-posts?limit=2').expect(200))).toEqual(['newer-post', 'older-post']);
    expect(slugs(await request(t.app).get('/api/blog-posts?limit=999').expect(200))).toHaveLength(3);
  });

  it.each(['0', '1000', '-1', '2.5', 'all'])('answers 400 for limit=%s', async (limit) => {
    const response = await request(t.app).get('/api/blog-posts').query({ limit }).expect(400);
    expect(response.body.message).toBe('limit must be a whole number from 1 to 999');
  });
});

describe('GET /api/blog-posts/:slug', () => {
  it('answers the post', async () => {
    await store('newer-post', '2026-10-01T10:00:00Z');
    await request(t.app)
      .get('/api/blog-posts/newer-post')
      .expect(200, { id: 'newer-post', ...article('newer-post'), publishedAt: '2026-10-01T10:00:00.000Z' });
  });

  it('answers 404 for a missing post', async () => {
    await request(t.app).get('/api/blog-posts/missing').expect(404, { message: 'Blog post not found' });
  });
});

describe('POST /api/blog-posts', () => {
  it('creates the post under its slug and answers 201', async () => {
    const admin = await asAdmin();
    const response = await admin.post({ ...article('spring-market'), publishedAt: '2026-03-01' }).expect(201);
    expect(response.body).toEqual({ id: 'spring-market', ...article('spring-market'), publishedAt: '2026-03-01T00:00:00.000Z' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    await request(t.app).get('/api/blog-posts/spring-market').expect(200, response.body);
  });

  it('creates an unpublished post without publishedAt', async () => {
    const admin = await asAdmin();
    const response = await admin.post({ ...article('draft'), imageUrl: undefined }).expect(201);
    expect(response.body).toEqual({ id: 'draft', ...article('draft'), imageUrl: '', publishedAt: null });
  });

  it.each(['0000-01-01', '0001-01-01T00:00:00+01:00', '9999-12-31T23:30:00-05:00'])(
    'answers 400, not 500, for a published date Firestore cannot store (%s)',
    async (publishedAt) => {
      const admin = await asAdmin();
      await admin.post({ ...article('out-of-range'), publishedAt }).expect(400, {
        message: 'Published date must be between 0001-01-01 and 9999-12-31',
        errors: { publishedAt: 'Published date must be between 0001-01-01 and 9999-12-31' },
      });
      await request(t.app).get('/api/blog-posts/out-of-range').expect(404);
    },
  );

  it('takes the first and the last day Firestore can store', async () => {
    const admin = await asAdmin();
    await admin.post({ ...article('first-day'), publishedAt: '0001-01-01' }).expect(201);
    await admin.post({ ...article('last-day'), publishedAt: '9999-12-31T23:59:59Z' }).expect(201);
  });

  it('answers 409 for a slug in use', async () => {
    await store('spring-market', null);
    const admin = await asAdmin();
    await admin.post(article('spring-market')).expect(409, { message: 'A post with this slug already exists' });
  });

  it.each([
    ['no slug', { slug: '' }, 'Slug is required'],
    ['a slug with capitals', { slug: 'Spring-Market' }, 'Slug must be lower-case letters and digits joined by hyphens'],
    ['a slug with spaces', { slug: 'spring market' }, 'Slug must be lower-case letters and digits joined by hyphens'],
    ['a slug with a double hyphen', { slug: 'spring--market' }, 'Slug must be lower-case letters and digits joined by hyphens'],
    ['a slug too long', { slug: 'a'.repeat(101) }, 'Slug must be at most 100 characters'],
    ['no title', { title: '  ' }, 'Title is required'],
    ['no excerpt', { excerpt: undefined }, 'Excerpt is required'],
    ['no body', { body: '' }, 'Body is required'],
    ['no category', { category: '' }, 'Category is required'],
    ['an impossible date', { publishedAt: '2026-02-30' }, 'Published date must be a date such as 2026-03-01 or 2026-03-01T09:00:00Z'],
    [
      'a date without its zone',
      { publishedAt: '2026-03-01T09:00' },
      'Published date must be a date such as 2026-03-01 or 2026-03-01T09:00:00Z',
    ],
  ])('answers 400 for %s', async (_case, change, message) => {
    const admin = await asAdmin();
    const response = await admin.post({ ...article('spring-market'), ...change }).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t, 'post', '/api/blog-posts', article('spring-market'));
    await request(t.app).get('/api/blog-posts').expect(200, []);
  });
});

describe('PATCH /api/blog-posts/:id', () => {
  it('changes the given fields and unpublishes with null', async () => {
    await store('newer-post', '2026-10-01T10:00:00Z');
    const admin = await asAdmin();
    const response = await admin.patch('newer-post', { title: 'A better title', publishedAt: null }).expect(200);
    expect(response.body).toEqual({ id: 'newer-post', ...article('newer-post'), title: 'A better title', publishedAt: null });
    await request(t.app).get('/api/blog-posts/newer-post').expect(200, response.body);
  });

  it('keeps the published date when other fields change', async () => {
    await store('newer-post', '2026-10-01T10:00:00Z');
    const admin = await asAdmin();
    const response = await admin.patch('newer-post', { category: 'Buying Guides' }).expect(200);
    expect(response.body.publishedAt).toBe('2026-10-01T10:00:00.000Z');
  });

  it('moves the post to a new slug', async () => {
    await store('newer-post', '2026-10-01T10:00:00Z');
    const admin = await asAdmin();
    const response = await admin.patch('newer-post', { slug: 'renamed-post' }).expect(200);
    expect(response.body).toMatchObject({ id: 'renamed-post', slug: 'renamed-post', publishedAt: '2026-10-01T10:00:00.000Z' });
    await request(t.app).get('/api/blog-posts/newer-post').expect(404);
    await request(t.app).get('/api/blog-posts/renamed-post').expect(200, response.body);
  });

  it('answers 409 for a new slug in use', async () => {
    await storeThree();
    const admin = await asAdmin();
    await admin.patch('newer-post', { slug: 'older-post' }).expect(409, { message: 'A post with this slug already exists' });
    await request(t.app).get('/api/blog-posts/newer-post').expect(200);
  });

  it('answers 400 when the result breaks a rule', async () => {
    await store('newer-post', null);
    const admin = await asAdmin();
    const response = await admin.patch('newer-post', { slug: 'Not A Slug' }).expect(400);
    expect(response.body.message).toBe('Slug must be lower-case letters and digits joined by hyphens');
  });

  it('answers 404 for a missing post', async () => {
    const admin = await asAdmin();
    await admin.patch('missing', { title: 'Anything' }).expect(404, { message: 'Blog post not found' });
  });

  it('is for admins only', async () => {
    await store('newer-post', null);
    await expectAdminOnly(t, 'patch', '/api/blog-posts/newer-post', { title: 'Changed by nobody' });
    expect((await request(t.app).get('/api/blog-posts/newer-post')).body.title).toBe('Notes on newer-post');
  });
});

describe('DELETE /api/blog-posts/:id', () => {
  it('deletes the post', async () => {
    await store('newer-post', null);
    const admin = await asAdmin();
    await admin.delete('newer-post').expect(200, { message: 'Blog post deleted' });
    await request(t.app).get('/api/blog-posts/newer-post').expect(404);
  });

  it('answers 404 for a missing post', async () => {
    const admin = await asAdmin();
    await admin.delete('missing').expect(404, { message: 'Blog post not found' });
  });

  it('is for admins only', async () => {
    await store('newer-post', null);
    await expectAdminOnly(t, 'delete', '/api/blog-posts/newer-post');
    await request(t.app).get('/api/blog-posts/newer-post').expect(200);
  });
});
