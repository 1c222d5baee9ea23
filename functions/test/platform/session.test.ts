import cookieParser from 'cookie-parser';
import express from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import request from 'supertest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@estate/domain';
import { errorHandler } from '../../src/platform/http/errors';
import { loadSession, requireStaff, SESSION_COOKIE } from '../../src/platform/http/session';

/** Auth whose check of a session cookie answers `verify`. */
function appWithAuth(verify: () => Promise<Partial<DecodedIdToken>>) {
  const verifySessionCookie = jest.fn(verify);
  const logger = { error: jest.fn() };
  const app = express();
  app.use(cookieParser());
  app.use(loadSession({ verifySessionCookie } as unknown as Auth));
  app.get('/api/leads', requireStaff, (req, res) => {
    res.json({ uid: req.session?.uid });
  });
  app.use(errorHandler(logger));
  return { app, verifySessionCookie, logger };
}

const withCookie = (app: express.Express) => request(app).get('/api/leads').set('Cookie', `${SESSION_COOKIE}=a-session-cookie`);
const rejecting = (error: unknown) => () => Promise.reject(error);

describe('loading the session', () => {
  it("lets a staff member's valid cookie through, checked for revocation", async () => {
    const { app, verifySessionCookie } = appWithAuth(async () => ({ uid: 'agent-1', role: 'agent' }));
    const response = await withCookie(app).expect(200);
    expect(response.body).toEqual({ uid: 'agent-1' });
    expect(verifySessionCookie).toHaveBeenCalledWith('a-session-cookie', true);
  });

  it.each(['auth/session-cookie-revoked', 'auth/session-cookie-expired', 'auth/argument-error'])(
    'counts a cookie Auth refuses (%s) as no session: 401',
    async (code) => {
      const { app } = appWithAuth(rejecting(Object.assign(new Error('refused'), { code })));
      const response = await withCookie(app);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Please sign in to continue' });
    },
  );

  it.each(['app/network-error', 'app/network-timeout'])(
    'answers 503 with Retry-After, not 401, when Auth cannot be reached (%s)',
    async (code) => {
      const { app, logger } = appWithAuth(rejecting(Object.assign(new Error('connect ETIMEDOUT'), { code })));
      const response = await withCookie(app);
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(logger.error).toHaveBeenCalledWith('A service the api needs did not answer', expect.objectContaining({ path: '/api/leads' }));
    },
  );

  it('asks Auth nothing without a cookie: 401', async () => {
    const { app, verifySessionCookie } = appWithAuth(rejecting({ code: 'app/network-error' }));
    await request(app).get('/api/leads').expect(401);
    expect(verifySessionCookie).not.toHaveBeenCalled();
  });
});
