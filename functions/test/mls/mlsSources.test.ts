import request from 'supertest';
import { MLS_SOURCES, type MlsRun, type MlsSourceView } from '@estate/domain';
import { PROPERTIES } from '../../src/listings';
import { expectAdminOnly } from '../support/adminGuard';
import { ORIGIN, testApp } from '../support/testApp';
import { replicationHarness } from './support/replicationHarness';

const t = testApp();
const h = replicationHarness();
const SOURCES = '/api/mls/sources';
const FIFTEEN_MINUTES = 15 * 60 * 1000;

let admin = '';
beforeEach(async () => {
  await h.reset();
  admin = await t.signInAsAdmin();
});
afterAll(async () => {
  await h.teardown();
  await t.teardown();
});

const listSources = async () => {
  const response = await request(t.app).get(SOURCES).set('Cookie', admin).expect(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.body as MlsSourceView[];
};

const post = (path: string) => request(t.app).post(path).set('Cookie', admin).set('Origin', ORIGIN).send({});

describe('GET /api/mls/sources', () => {
  it('lists each source the replica knows with its state, figures, last errors and last five runs, newest first', async () => {
    await h.start(8);
    for (let run = 0; run < 6; run += 1) {
      await h.runOnce();
      h.time.advance(FIFTEEN_MINUTES);
    }
    // A source the replica knows from an admin's pause, before any run: its id stands for its name.
    await h.db.collection(MLS_SOURCES).doc('other-mls').set({ paused: true });

    const [cincy, other, ...more] = await listSources();
    expect(more).toEqual([]);
    const state = await h.state();
    const shown = (await h.db.collection(PROPERTIES).where('mls.sourceId', '==', 'cincy').get()).size;
    expect(shown).toBeGreaterThan(0);
    expect(cincy).toMatchObject({
      id: 'cincy',
      name: 'Cincinnati MLS',
      paused: false,
      resyncRequested: false,
      phase: 'incremental',
      lastSuccessAt: state.lastSuccessAt,
      listingsShown: shown,
      photosPending: 0,
      lastErrors: [],
    });
    const runs = (await h.runs()).reverse();
    expect(runs).toHaveLength(6);
    expect(cincy!.runs).toEqual(runs.slice(0, 5).map(({ expiresAt: _expiresAt, ...run }) => run as MlsRun));
    expect(other).toEqual({
      id: 'other-mls',
      name: 'other-mls',
      paused: true,
      resyncRequested: false,
      phase: 'initial',
      lastSuccessAt: null,
      lagSeconds: null,
      listingsShown: 0,
      photosPending: 0,
      lastErrors: [],
      runs: [],
    });
  });

  it('gives the lag now: now minus the newest timestamp the source has given', async () => {
    const newest = Date.now() - (3 * 60 + 20) * 60 * 1000;
    const lastErrors = [{ at: '2026-11-28T10:00:00.000Z', message: 'The source answered 500 six times' }];
    await h.db
      .collection(MLS_SOURCES)
      .doc('cincy')
      .set({ name: 'Cincinnati MLS', newestSourceTimestamp: new Date(newest).toISOString(), lastErrors });
    const before = Date.now();
    const [source] = await listSources();
    const after = Date.now();
    expect(source!.lagSeconds).toBeGreaterThanOrEqual(Math.floor((before - newest) / 1000));
    expect(source!.lagSeconds).toBeLessThanOrEqual(Math.floor((after - newest) / 1000));
    expect(source!.lastErrors).toEqual(lastErrors);
  });

  it('is for admins only', async () => {
    await request(t.app).get(SOURCES).expect(401, { message: 'Please sign in to continue' });
    const { cookie } = await t.signInAsAgent();
    await request(t.app).get(SOURCES).set('Cookie', cookie).expect(403, { message: 'You need admin privileges to do this' });
  });

  it('answers an empty list before any source has run', async () => {
    expect(await listSources()).toEqual([]);
  });
});

describe('POST /api/mls/sources/:id/pause, resume and resync', () => {
  it('pauses a source, so that its runs skip it, and resumes it', async () => {
    await h.start(4);
    await h.runOnce();
    const paused = await post(`${SOURCES}/cincy/pause`).expect(200, { message: 'Source paused' });
    expect(paused.headers['cache-control']).toBe('private, no-store');
    expect((await listSources())[0]).toMatchObject({ id: 'cincy', paused: true });
    expect(await h.replication().run()).toEqual([{ sourceId: 'cincy', outcome: 'paused' }]);

    await post(`${SOURCES}/cincy/resume`).expect(200, { message: 'Source resumed' });
    expect((await listSources())[0]).toMatchObject({ id: 'cincy', paused: false });
    expect(await h.runOnce()).toMatchObject({ outcome: 'complete' });
  });

  it('asks for a full re-sync, which the next run starts: every record read again and the keys reconciled', async () => {
    await h.start(4);
    await h.runOnce();
    h.time.advance(FIFTEEN_MINUTES);
    expect(await h.runOnce()).toMatchObject({ phase: 'incremental', upserts: 0, reconciled: false });

    await post(`${SOURCES}/cincy/resync`).expect(200, { message: 'Full re-sync requested' });
    expect((await listSources())[0]).toMatchObject({ id: 'cincy', resyncRequested: true });
    h.time.advance(FIFTEEN_MINUTES);
    expect(await h.runOnce()).toMatchObject({ phase: 'initial', unchanged: 4, reconciled: true });
    expect((await listSources())[0]).toMatchObject({ resyncRequested: false, phase: 'incremental' });
  });

  it('answers 404 for a source the replica does not know, and 400 for an id no source can have', async () => {
    for (const action of ['pause', 'resume', 'resync']) {
      await post(`${SOURCES}/elsewhere/${action}`).expect(404, { message: 'MLS source not found' });
      await post(`${SOURCES}/Not_A_Source/${action}`).expect(400, {
        message: 'An MLS source’s id is 1 to 40 lower-case letters, digits or hyphens',
      });
    }
    expect((await h.db.collection(MLS_SOURCES).get()).empty).toBe(true);
  });

  it('are for admins only', async () => {
    await h.db.collection(MLS_SOURCES).doc('cincy').set({ paused: false });
    await expectAdminOnly(t, 'post', `${SOURCES}/cincy/pause`);
    const agent = await t.signIn('agent');
    for (const action of ['resume', 'resync']) {
      await request(t.app).post(`${SOURCES}/cincy/${action}`).set('Origin', ORIGIN).expect(401);
      await request(t.app)
        .post(`${SOURCES}/cincy/${action}`)
        .set('Cookie', agent)
        .set('Origin', ORIGIN)
        .expect(403, { message: 'You need admin privileges to do this' });
    }
    expect((await h.db.collection(MLS_SOURCES).doc('cincy').get()).data()).toEqual({ paused: false });
  });
});
