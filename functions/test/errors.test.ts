import type { Firestore } from 'firebase-admin/firestore';
import request from 'supertest';
import { testApp } from './support/testApp';

const t = testApp();
afterAll(() => t.teardown());

describe('unknown routes and faults', () => {
  it('answers 404 with a message for an unknown API path', async () => {
    const response = await request(t.app).get('/api/nowhere').expect(404);
    expect(response.body).toEqual({ message: 'No route for GET /api/nowhere' });
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const response = await request(t.app).post('/api/login').set('Content-Type', 'application/json').send('{"username":').expect(400);
    expect(response.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers 413 for a JSON body over the limit', async () => {
    const response = await request(t.app)
      .post('/api/login')
      .send({ username: 'x'.repeat(200_000), password: 'secret1' })
      .expect(413);
    expect(response.body).toEqual({ message: 'Request body is too large' });
  });

  it('answers 500 with a generic message and logs the fault, never the stack', async () => {
    const broken = {
      collection: () => ({
        where: () => {
          throw new Error('disk on fire');
        },
      }),
    } as unknown as Firestore;
    const failing = testApp({ db: broken });
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
    const response = await request(t.app).post('/api/login').set('Content-Type', 'application/json').send(`{"${key}": null}`).expect(400);
    expect(response.body.message).toBe('Username must be at least 3 characters');
  });
});
