import request from 'supertest';
import { testApp } from '../support/testApp';

/** GET /api/health as the api's composition root wires it, over the emulators. */
describe('GET /api/health over the emulators', () => {
  const apps: ReturnType<typeof testApp>[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.teardown())));
  const appWith = (...args: Parameters<typeof testApp>) => {
    const app = testApp(...args);
    apps.push(app);
    return app.app;
  };

  it('finds Firestore, Auth, the file store and the mail server answering, without a session', async () => {
    const response = await request(appWith()).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
    expect(Object.keys(response.body.dependencies).sort()).toEqual(['auth', 'firestore', 'mail', 'storage']);
  });

  it('names the mail server when it refuses, and tells nothing of why', async () => {
    const mail = () => ({
      send: async () => undefined,
      verify: () => Promise.reject(new Error('Invalid login: 535 for smtp://leads:hunter2@mail.example:587')),
    });
    const response = await request(appWith({ mail })).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body.message).toBe('Not every service answers: mail.');
    expect(response.body.dependencies.auth.status).toBe('ok');
    expect(response.text).not.toMatch(/hunter2|smtp|535/);
  });

  it('counts a mail server that cannot even be built (a bad secret) as failing, not the whole report', async () => {
    const mail = () => {
      throw new Error('Invalid URL: smtp://leads:hunter2@');
    };
    const response = await request(appWith({ mail })).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body.message).toBe('Not every service answers: mail.');
    expect(response.text).not.toContain('hunter2');
  });
});
