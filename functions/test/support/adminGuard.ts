import request from 'supertest';
import { ORIGIN, type testApp } from './testApp';

type TestApp = ReturnType<typeof testApp>;
type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

/** Expects the write to answer 401 signed out and 403 for an agent and for an account without a staff role. */
export async function expectAdminOnly(t: TestApp, method: WriteMethod, path: string, body: object = {}): Promise<void> {
  await request(t.app)[method](path).send(body).expect(401, { message: 'Please sign in to continue' });
  const { cookie: agent } = await t.signInAsAgent();
  for (const cookie of [agent, await t.signInAsNonAdmin()]) {
    await request(t.app)
      [method](path)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send(body)
      .expect(403, { message: 'You need admin privileges to do this' });
  }
}
