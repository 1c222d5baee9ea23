import request from 'supertest';
import { expectAdminOnly } from '../support/adminGuard';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const area = (name: string) => ({
  name,
  shortDescription: `Tree-lined streets around ${name}.`,
  description: `${name} pairs historic homes with shops, parks and quick access to downtown.`,
  imageUrl: '/media/neighborhoods/area.svg',
});

async function store(id: string, name: string): Promise<void> {
  await t.deps.db.collection('neighborhoods').doc(id).set(area(name));
}

const asAdmin = async () => {
  const cookie = await t.signInAsAdmin();
  return {
    post: (body: object) => request(t.app).post('/api/neighborhoods').set('Cookie', cookie).set('Origin', ORIGIN).send(body),
    patch: (id: string, body: object) =>
      request(t.app).patch(`/api/neighborhoods/${id}`).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
    delete: (id: string) => request(t.app).delete(`/api/neighborhoods/${id}`).set('Cookie', cookie).set('Origin', ORIGIN),
  };
};

describe('GET /api/neighborhoods', () => {
  it('answers the neighborhoods in the order of NEIGHBORHOOD_NAMES', async () => {
    await store('blue-ash', 'Blue Ash');
    await store('downtown', 'Downtown');
    await store('hyde-park', 'Hyde Park');

    const response = await request(t.app).get('/api/neighborhoods').expect(200);

    expect(response.body.map((n: { id: string }) => n.id)).toEqual(['hyde-park', 'downtown', 'blue-ash']);
    expect(response.body[0]).toEqual({ id: 'hyde-park', ...area('Hyde Park') });
    expect(response.headers['cache-control']).toContain('s-maxage=60');
  });

  it('answers an empty list when there are none', async () => {
    await request(t.app).get('/api/neighborhoods').expect(200, []);
  });
});

describe('GET /api/neighborhoods/:id', () => {
  it('answers the neighborhood', async () => {
    await store('over-the-rhine', 'Over-the-Rhine');
    const response = await request(t.app).get('/api/neighborhoods/over-the-rhine').expect(200);
    expect(response.body).toEqual({ id: 'over-the-rhine', ...area('Over-the-Rhine') });
    expect(response.headers['cache-control']).toContain('s-maxage=60');
  });

  it('answers 404 for a missing neighborhood', async () => {
    await request(t.app).get('/api/neighborhoods/atlantis').expect(404, { message: 'Neighborhood not found' });
  });
});

describe('POST /api/neighborhoods', () => {
  it('creates the neighborhood under the id of its name and answers 201', async () => {
    const admin = await asAdmin();
    const response = await admin.post({ ...area('Over-the-Rhine'), imageUrl: undefined, id: 'chosen' }).expect(201);
    expect(response.body).toEqual({ id: 'over-the-rhine', ...area('Over-the-Rhine'), imageUrl: '' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    await request(t.app).get('/api/neighborhoods/over-the-rhine').expect(200, response.body);
  });

  it('answers 409 when the neighborhood exists', async () => {
    await store('clifton', 'Clifton');
    const admin = await asAdmin();
    await admin.post(area('Clifton')).expect(409, { message: 'This neighborhood already exists' });
  });

  it.each([
    ['a name outside the list', { name: 'Atlantis' }, 'Please select a neighborhood'],
    ['no name', { name: undefined }, 'Please select a neighborhood'],
    ['a short description too short', { shortDescription: 'Nice' }, 'Short description must be at least 10 characters'],
    ['a description too short', { description: 'Lovely area' }, 'Description must be at least 20 characters'],
    ['a script as image', { imageUrl: 'javascript:alert(1)' }, 'Image URL must be a web address or a path on this site'],
  ])('answers 400 for %s', async (_case, change, message) => {
    const admin = await asAdmin();
    const response = await admin.post({ ...area('Oakley'), ...change }).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t, 'post', '/api/neighborhoods', area('Oakley'));
    await request(t.app).get('/api/neighborhoods').expect(200, []);
  });
});

describe('PATCH /api/neighborhoods/:id', () => {
  it('changes the given fields', async () => {
    await store('oakley', 'Oakley');
    const admin = await asAdmin();
    const response = await admin.patch('oakley', { shortDescription: 'Oakley Square and its cinema.' }).expect(200);
    expect(response.body).toEqual({ id: 'oakley', ...area('Oakley'), shortDescription: 'Oakley Square and its cinema.' });
    await request(t.app).get('/api/neighborhoods/oakley').expect(200, response.body);
  });

  it('moves the neighborhood to the id of a new name', async () => {
    await store('oakley', 'Oakley');
    const admin = await asAdmin();
    const response = await admin.patch('oakley', { name: 'West End' }).expect(200);
    expect(response.body).toEqual({ ...area('Oakley'), id: 'west-end', name: 'West End' });
    await request(t.app).get('/api/neighborhoods/oakley').expect(404);
    await request(t.app).get('/api/neighborhoods/west-end').expect(200, response.body);
  });

  it('answers 409 when the new name is taken', async () => {
    await store('oakley', 'Oakley');
    await store('clifton', 'Clifton');
    const admin = await asAdmin();
    await admin.patch('oakley', { name: 'Clifton' }).expect(409, { message: 'This neighborhood already exists' });
    await request(t.app).get('/api/neighborhoods/oakley').expect(200);
  });

  it('answers 400 when the result breaks a rule', async () => {
    await store('oakley', 'Oakley');
    const admin = await asAdmin();
    const response = await admin.patch('oakley', { description: 'Short' }).expect(400);
    expect(response.body.message).toBe('Description must be at least 20 characters');
  });

  it('answers 404 for a missing neighborhood', async () => {
    const admin = await asAdmin();
    await admin.patch('atlantis', { description: 'A long enough description here.' }).expect(404, { message: 'Neighborhood not found' });
  });

  it('is for admins only', async () => {
    await store('oakley', 'Oakley');
    await expectAdminOnly(t, 'patch', '/api/neighborhoods/oakley', { shortDescription: 'Changed by nobody.' });
    await request(t.app)
      .get('/api/neighborhoods/oakley')
      .expect(200, { id: 'oakley', ...area('Oakley') });
  });
});

describe('DELETE /api/neighborhoods/:id', () => {
  it('deletes the neighborhood', async () => {
    await store('oakley', 'Oakley');
    const admin = await asAdmin();
    await admin.delete('oakley').expect(200, { message: 'Neighborhood deleted' });
    await request(t.app).get('/api/neighborhoods/oakley').expect(404);
  });

  it('answers 404 for a missing neighborhood', async () => {
    const admin = await asAdmin();
    await admin.delete('atlantis').expect(404, { message: 'Neighborhood not found' });
  });

  it('is for admins only', async () => {
    await store('oakley', 'Oakley');
    await expectAdminOnly(t, 'delete', '/api/neighborhoods/oakley');
    await request(t.app).get('/api/neighborhoods/oakley').expect(200);
  });
});
