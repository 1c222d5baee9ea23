import express, { type RequestHandler } from 'express';
import { MemoryStore, type Store } from 'express-rate-limit';
import request from 'supertest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@estate/domain';
import { RETRY_AFTER_SECONDS } from '../../src/platform/deadlines';
import { errorHandler } from '../../src/platform/http/errors';
import { perClientPerMinute, perKeyPerMinute, perKeyPerWindow } from '../../src/platform/http/rateLimit';

/** A store whose counter cannot be read, as Firestore's fails in an outage or on a quota. */
function failingStore(): Store {
  return {
    localKeys: false,
    increment: jest.fn(async () => {
      throw Object.assign(new Error('8 RESOURCE_EXHAUSTED: Quota exceeded'), { code: 8 });
    }),
    decrement: async () => undefined,
    resetKey: async () => undefined,
  };
}

const config = { perClientLimitPerMinute: undefined };
const byEmail = () => 'the-address';

/** Each limiter the routes use, over `store`. */
const limiters: [string, (store: Store) => RequestHandler][] = [
  ['perClientPerMinute', (store) => perClientPerMinute(2, config, store)],
  ['perKeyPerMinute', (store) => perKeyPerMinute(2, store, byEmail, 'Too many for this key.')],
  ['perKeyPerWindow', (store) => perKeyPerWindow(2, 60 * 60 * 1000, store, byEmail, 'Too many for this key.')],
];

/** A tiny app: the limiter in front of a handler that counts what reaches it, and the API's error handler. */
function limitedApp(limiter: RequestHandler) {
  const reached = jest.fn();
  const logger = { error: jest.fn() };
  const app = express();
  app.post('/limited', limiter, (_req, res) => {
    reached();
    res.status(201).json({ message: 'Done' });
  });
  app.use(errorHandler(logger));
  return { app, reached, logger };
}

describe.each(limiters)('%s', (_name, limiterOver) => {
  it('refuses with 503, Retry-After and the unavailable message when its counter cannot be read, letting nothing through', async () => {
    const store = failingStore();
    const { app, reached, logger } = limitedApp(limiterOver(store));
    for (let n = 0; n < 3; n += 1) {
      const response = await request(app).post('/limited');
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    expect(store.increment).toHaveBeenCalledTimes(3);
    expect(reached).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith('A service the api needs did not answer', expect.objectContaining({ path: '/limited' }));
  });

  it('lets requests through while its counter answers, and refuses past its limit with its own 429', async () => {
    const { app, reached } = limitedApp(limiterOver(new MemoryStore()));
    await request(app).post('/limited').expect(201);
    await request(app).post('/limited').expect(201);
    const refused = await request(app).post('/limited').expect(429);
    expect(refused.body.message).toMatch(/^Too many /);
    expect(reached).toHaveBeenCalledTimes(2);
  });
});
