import request from 'supertest';
import { expectAdminOnly } from '../support/adminGuard';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const review = (name: string, rating = 5) => ({
  name,
  role: 'Home Buyer, Hyde Park',
  rating,
  testimonial: `${name} found the right home near Hyde Park Square in a month.`,
  avatarUrl: '/media/avatars/avatar-01.svg',
});

async function store(id: string, name: string): Promise<void> {
  await t.deps.db.collection('testimonials').doc(id).set(review(name));
}

const asAdmin = async () => {
  const cookie = await t.signInAsAdmin();
  return {
    post: (body: object) => request(t.app).post('/api/testimonials').set('Cookie', cookie).set('Origin', ORIGIN).send(body),
    patch: (id: string, body: object) =>
      request(t.app).patch(`/api/testimonials/${id}`).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
    delete: (id: string) => request(t.app).delete(`/api/testimonials/${id}`).set('Cookie', cookie).set('Origin', ORIGIN),
  };
};

describe('GET /api/testimonials', () => {
  it('answers the testimonials in document id order', async () => {
    await store('testimonial-2', 'Richard Caldwell');
    await store('testimonial-1', 'Margaret Ellison');

    const response = await request(t.app).get('/api/testimonials').expect(200);

    expect(response.body).toEqual([
      { id: 'testimonial-1', ...review('Margaret Ellison') },
      { id: 'testimonial-2', ...review('Richard Caldwell') },
    ]);
    expect(response.headers['cache-control']).toContain('s-maxage=60');
  });

  it('answers an empty list when there are none', async () => {
    await request(t.app).get('/api/testimonials').expect(200, []);
  });
});

describe('GET /api/testimonials/:id', () => {
  it('answers the testimonial', async () => {
    await store('testimonial-1', 'Margaret Ellison');
    await request(t.app)
      .get('/api/testimonials/testimonial-1')
      .expect(200, { id: 'testimonial-1', ...review('Margaret Ellison') });
  });

  it('answers 404 for a missing testimonial', async () => {
    await request(t.app).get('/api/testimonials/missing').expect(404, { message: 'Testimonial not found' });
  });
});

describe('POST /api/testimonials', () => {
  it('creates the testimonial under a new id and answers 201', async () => {
    const admin = await asAdmin();
    const response = await admin.post({ ...review('Danielle Okafor', 4), avatarUrl: undefined }).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), ...review('Danielle Okafor', 4), avatarUrl: '' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    await request(t.app).get(`/api/testimonials/${response.body.id}`).expect(200, response.body);
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    ['a rating above the scale', { rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    ['a fractional rating', { rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
    ['a rating that is no number', { rating: 'five' }, 'Rating must be a whole number from 1 to 5'],
    ['no rating', { rating: undefined }, 'Rating must be a whole number from 1 to 5'],
    ['a short name', { name: 'M' }, 'Name must be at least 2 characters'],
    ['no role', { role: '' }, 'Role must be at least 2 characters'],
    ['a short text', { testimonial: 'Great!' }, 'Testimonial must be at least 10 characters'],
    ['an avatar that is no address', { avatarUrl: 'avatar.svg' }, 'Avatar URL must be a web address or a path on this site'],
  ])('answers 400 for %s', async (_case, change, message) => {
    const admin = await asAdmin();
    const response = await admin.post({ ...review('Danielle Okafor'), ...change }).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t, 'post', '/api/testimonials', review('Danielle Okafor'));
    await request(t.app).get('/api/testimonials').expect(200, []);
  });
});

describe('PATCH /api/testimonials/:id', () => {
  it('changes the given fields', async () => {
    await store('testimonial-1', 'Margaret Ellison');
    const admin = await asAdmin();
    const response = await admin.patch('testimonial-1', { rating: 4, role: 'Seller, Oakley' }).expect(200);
    expect(response.body).toEqual({ id: 'testimonial-1', ...review('Margaret Ellison', 4), role: 'Seller, Oakley' });
    await request(t.app).get('/api/testimonials/testimonial-1').expect(200, response.body);
  });

  it('answers 400 when the result breaks a rule', async () => {
    await store('testimonial-1', 'Margaret Ellison');
    const admin = await asAdmin();
    const response = await admin.patch('testimonial-1', { rating: 9 }).expect(400);
    expect(response.body.message).toBe('Rating must be a whole number from 1 to 5');
  });

  it('answers 404 for a missing testimonial', async () => {
    const admin = await asAdmin();
    await admin.patch('missing', { rating: 4 }).expect(404, { message: 'Testimonial not found' });
  });

  it('is for admins only', async () => {
    await store('testimonial-1', 'Margaret Ellison');
    await expectAdminOnly(t, 'patch', '/api/testimonials/testimonial-1', { rating: 1 });
    expect((await request(t.app).get('/api/testimonials/testimonial-1')).body.rating).toBe(5);
  });
});

describe('DELETE /api/testimonials/:id', () => {
  it('deletes the testimonial', async () => {
    await store('testimonial-1', 'Margaret Ellison');
    const admin = await asAdmin();
    await admin.delete('testimonial-1').expect(200, { message: 'Testimonial deleted' });
    await request(t.app).get('/api/testimonials/testimonial-1').expect(404);
  });

  it('answers 404 for a missing testimonial', async () => {
    const admin = await asAdmin();
    await admin.delete('missing').expect(404, { message: 'Testimonial not found' });
  });

  it('is for admins only', async () => {
    await store('testimonial-1', 'Margaret Ellison');
    await expectAdminOnly(t, 'delete', '/api/testimonials/testimonial-1');
    await request(t.app).get('/api/testimonials/testimonial-1').expect(200);
  });
});
