import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { DEADLINES_MS } from '../../src/platform/deadlines';
import { smtpTransport } from '../../src/platform/mail/mailTransport';
import { silentMailServer } from '../support/mailServers';
import { testApp } from '../support/testApp';

/** On top of a deadline, for a busy machine: a bound on a hang, never a speed claim. */
const SLACK_MS = 15_000;
const ok = { status: 'ok', latencyMs: expect.any(Number) };

describe('GET /api/health with the mail server stalled', () => {
  it('answers 503 with mail failing, within its check deadline, when the server takes the connection and never answers', async () => {
    const silent = await silentMailServer(2528);
    const t = testApp({ mail: () => smtpTransport(silent.url, 'Queen City Estates <no-reply@queencityestates.com>') });
    try {
      // The emulators' connections opened first: the check's deadline is production's 2 s, which a
      // first call on a busy machine (a new Firestore channel) may overrun, and only mail may fail here.
      await Promise.all([t.deps.db.listCollections(), t.deps.auth.listUsers(1)]);
      const started = performance.now();
      const response = await request(t.app).get('/api/health').expect(503);
      expect(performance.now() - started).toBeLessThan(DEADLINES_MS.healthCheck + SLACK_MS);
      expect(response.body).toEqual({
        message: 'Not every service answers: mail.',
        status: 'failing',
        checkedAt: expect.any(String),
        dependencies: { firestore: ok, auth: ok, storage: ok, mail: { status: 'failing', latencyMs: expect.any(Number) } },
      });
    } finally {
      await t.teardown();
      await silent.close();
    }
  });
});
