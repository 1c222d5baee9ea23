import express from 'express';
import request from 'supertest';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
afterAll(() => t.teardown());

describe('unknown routes and faults', () => {
  it('answers 404 with a message for an unknown API path', async () => {
    const response = await request(t.app).get('/api/nowhere').expect(404);
    expect(response.body).toEqual({ message: 'No route for GET /api/nowhere' });
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const response = await request(t.app)
      .post('/api/login')
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"username":')
      .expect(400);
    expect(response.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers 413 for a JSON body over the limit', async () => {
    const response = await request(t.app)
      .post('/api/login')
      .set('Origin', ORIGIN)
      .send({ username: 'x'.repeat(200_000), password: 'secret1' })
      .expect(413);
    expect(response.body).toEqual({ message: 'Request body is too large' });
  });

  it('answers 413 when the Functions runtime has already parsed a body over the limit', async () => {
    // What the Functions Framework does before Express: parses the body and keeps its bytes.
    const runtime = express();
    runtime.use((req, _res, next) => {
      const rawBody = Buffer.from(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
      Object.assign(req, { rawBody, body: JSON.parse(rawBody.toString()) as unknown, _body: true });
      next();
    });
    runtime.use(t.app);
    const response = await request(runtime).post('/api/leads').set('Content-Type', 'application/json').send('{}').expect(413);
    expect(response.body).toEqual({ message: 'Request body is too large' });
  });

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'username=admin&password=luxury-admin-2026'],
    ['plain text', 'text/plain', '{"username":"admin","password":"luxury-admin-2026"}'],
  ])('answers 415 to %s on a JSON route', async (_kind, type, body) => {
    for (const path of ['/api/login', '/api/leads']) {
      const response = await request(t.app).post(path).set('Origin', ORIGIN).set('Content-Type', type).send(body).expect(415);
      expect(response.body).toEqual({ message: 'Content-Type must be application/json' });
    }
  });

  it('answers 500 with a generic message and logs the fault, never the stack', async () => {
    const broken = {
      ...t.repos.properties,
      listFeatured: async () => {
        throw new Error('disk on fire');
      },
    };
    const failing = testApp({}, { properties: broken });
    const response = await request(failing.app).get('/api/properties/featured').expect(500);
    expect(response.body).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
    expect(JSON.stringify(response.body)).not.toContain('disk on fire');
    expect(failing.deps.logger.error).toHaveBeenCalledWith(
      'Unhandled error in api',
      expect.objectContaining({ path: '/api/properties/featured' }),
    );
    await failing.teardown();
  });
});

describe('bodies with keys of Object.prototype', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])('answers 400, not 500, for a %s key', async (key) => {
    const response = await request(t.app)
      .post('/api/login')
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send(`{"${key}": null}`)
      .expect(400);
    expect(response.body.message).toBe('Username must be at least 3 characters');
  });
});
