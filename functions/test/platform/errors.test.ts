import express from 'express';
import request from 'supertest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@estate/domain';
import { DeadlineExceeded } from '../../src/platform/deadlines';
import { serviceUnavailable } from '../../src/platform/httpError';
import { REPORTED_ERROR_EVENT } from '../../src/platform/errorEvent';
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
      expect.objectContaining({
        '@type': REPORTED_ERROR_EVENT,
        stack_trace: expect.stringMatching(/^Error: disk on fire\n\s+at /),
        context: { httpRequest: expect.objectContaining({ method: 'GET', url: '/api/properties/featured', responseStatusCode: 500 }) },
      }),
    );
    await failing.teardown();
  });
});

describe('a service behind the api that does not answer', () => {
  // A repository that raises whatever the test sets: the api sees it as a service's failure.
  let thrown: unknown;
  const failing = testApp(
    {},
    {
      properties: {
        ...t.repos.properties,
        listFeatured: async () => {
          throw thrown;
        },
      },
    },
  );
  afterAll(() => failing.teardown());
  beforeEach(() => jest.mocked(failing.deps.logger.error).mockClear());

  it.each([
    ['our own deadline', new DeadlineExceeded(5_000)],
    ["gRPC's UNAVAILABLE (Firestore)", Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 })],
    ["gRPC's DEADLINE_EXCEEDED (Firestore)", Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: 4 })],
    ["the Admin SDK's network timeout", { code: 'app/network-timeout', message: 'timed out' }],
    ["the Admin SDK's network error", { code: 'app/network-error', message: 'socket hang up' }],
  ])('answers 503 with Retry-After and the one message for %s, logged', async (_name, error) => {
    thrown = error;
    const response = await request(failing.app).get('/api/properties/featured');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(failing.deps.logger.error).toHaveBeenCalledWith(
      'A service the api needs did not answer',
      expect.objectContaining({ path: '/api/properties/featured' }),
    );
  });

  it('gives a 503 the api raises itself a Retry-After, keeping its message', async () => {
    thrown = serviceUnavailable('Mail is paused');
    const response = await request(failing.app).get('/api/properties/featured');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.body).toEqual({ message: 'Mail is paused' });
  });

  it.each([
    ['a plain error', new Error('disk on fire')],
    ['another gRPC code (NOT_FOUND)', Object.assign(new Error('5 NOT_FOUND'), { code: 5 })],
    ['another Admin SDK code', { code: 'auth/internal-error' }],
    ['a string code that looks like a number', { code: '14' }],
  ])('keeps %s a 500 without Retry-After', async (_name, error) => {
    thrown = error;
    const response = await request(failing.app).get('/api/properties/featured');
    expect(response.status).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.body).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
    expect(failing.deps.logger.error).toHaveBeenCalledWith('Unhandled error in api', expect.anything());
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
