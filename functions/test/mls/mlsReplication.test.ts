import { MLS_WITHHELD_FIELDS, type MlsSourceState } from '@estate/domain';
import { repositories } from '../../src/composition';
import type { MlsSourceRepository } from '../../src/mls';
import { keysOf, putRecords } from './support/loadRecords';
import { replicationHarness } from './support/replicationHarness';
import { at, resoRecord } from './support/resoRecords';

const h = replicationHarness();
beforeAll(() => h.setup());
beforeEach(() => h.reset());
afterAll(() => h.teardown());

const propertyRequests = () => h.stub.requests.filter(({ path }) => path === '/reso/Property');
const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe('the first load', () => {
  it('follows @odata.nextLink to the end and keeps every record once', async () => {
    putRecords(h.stub, 8);
    const run = await h.runOnce();
    expect(run).toMatchObject({ outcome: 'complete', phase: 'initial', pages: 3, upserts: 8, unchanged: 0 });
    expect([...(await h.listings()).keys()].sort()).toEqual(keysOf(8));
    const [first, second, third] = propertyRequests().map(({ query }) => query);
    expect(first!.get('$filter')).toBe("OriginatingSystemName eq 'CincyMLS'");
    expect(first!.get('$expand')).toBe('Media');
    expect(first!.get('$skiptoken')).toBeNull();
    expect(second!.get('$skiptoken')).toBe(`${at(3)}|K03`);
    expect(third!.get('$skiptoken')).toBe(`${at(6)}|K06`);
  });

  it('keeps the allow-listed fields and what the replica adds, never those the rules keep from the public', async () => {
    h.stub.put(resoRecord('K01', 1));
    await h.runOnce();
    const listing = (await h.listings()).get('K01')!;
    for (const name of [...MLS_WITHHELD_FIELDS, 'X_UnknownVendorField', 'MlgCanView', 'Media']) expect(listing).not.toHaveProperty(name);
    expect(listing).toMatchObject({
      id: 'cincy_K01',
      sourceId: 'cincy',
      ListingKey: 'K01',
      ListPrice: 450_000,
      ListOfficeName: 'Hyde Park Realty',
      ListAgentFullName: 'Jane Agent',
      InternetAddressDisplayYN: true,
      ModificationTimestamp: at(1),
      photosChangedAt: at(0),
    });
  });

  it('leaves the cursor at the greatest timestamp the source returned, never the local clock', async () => {
    putRecords(h.stub, 8);
    await h.runOnce();
    const state = await h.state();
    expect(state).toMatchObject({ cursor: at(8), newestSourceTimestamp: at(8), nextLink: null, phase: 'incremental', leaseUntil: null });
    expect(Date.parse(state.cursor!)).toBeLessThan(h.time.clock.now() - 60 * 60 * 1000);
  });

  it('is recorded in mlsRuns: its figures, its lag, its expiry', async () => {
    putRecords(h.stub, 8);
    const run = await h.runOnce();
    // The token, three pages and the first reconciliation's one page of keys.
    expect(run).toMatchObject({ requests: 5, pages: 3, upserts: 8, removed: { notViewable: 0, gone: 0 }, reconciled: true, errors: [] });
    expect(run).toMatchObject({ photosQueued: 0, photosDone: 0, photosPending: 0 });
    expect(run.lagSeconds).toBe(Math.floor((Date.parse(run.endedAt) - Date.parse(at(8))) / 1000));
    const [stored] = await h.runs();
    expect(stored).toMatchObject({ ...run });
    expect(stored!.expiresAt.toMillis()).toBe(Date.parse(run.startedAt) + 30 * 24 * 60 * 60 * 1000);
    // Caught up when its last page was stored, before the keys were read.
    const caughtUpAt = Date.parse((await h.state()).lastSuccessAt!);
    expect(caughtUpAt).toBeGreaterThan(Date.parse(run.startedAt));
    expect(caughtUpAt).toBeLessThan(Date.parse(run.endedAt));
  });
});

describe('an incremental run', () => {
  it('picks up only what changed since the cursor', async () => {
    putRecords(h.stub, 8);
    await h.runOnce();
    h.time.advance(FIFTEEN_MINUTES);
    h.stub.put(resoRecord('K02', 20, { ListPrice: 425_000 }), resoRecord('K09', 21));
    const run = await h.runOnce();
    // K08, at the cursor, is read again and found unchanged.
    expect(run).toMatchObject({ phase: 'incremental', pages: 1, upserts: 2, unchanged: 1, reconciled: false });
    expect(propertyRequests().at(-1)!.query.get('$filter')).toBe(
      `OriginatingSystemName eq 'CincyMLS' and ModificationTimestamp ge ${at(8)}`,
    );
    const listings = await h.listings();
    expect(listings.size).toBe(9);
    expect(listings.get('K02')).toMatchObject({ ListPrice: 425_000, ModificationTimestamp: at(20) });
    expect((await h.state()).cursor).toBe(at(21));
  });

  it('removes a field the source no longer sends', async () => {
    h.stub.put(resoRecord('K01', 1, { ClosePrice: 440_000 }));
    await h.runOnce();
    const { ClosePrice: _gone, ...withoutClosePrice } = resoRecord('K01', 2);
    h.stub.put(withoutClosePrice as ReturnType<typeof resoRecord>);
    await h.runOnce();
    expect((await h.listings()).get('K01')).not.toHaveProperty('ClosePrice');
  });
});

describe('a run that stops midway', () => {
  it('after a crash between a page’s records and its cursor, resumes with nothing lost or doubled', async () => {
    putRecords(h.stub, 8);
    const { mlsSources } = repositories(h.db);
    let saves = 0;
    const crashing: MlsSourceRepository = {
      ...mlsSources,
      save: async (sourceId, change: Partial<MlsSourceState>) => {
        saves += 1;
        if (saves === 2) throw new Error('the instance died');
        return mlsSources.save(sourceId, change);
      },
    };
    const failed = await h.runOnce({ fakes: { mlsSources: crashing } });
    expect(failed.outcome).toBe('failed');
    expect((await h.listings()).size).toBe(6);
    expect((await h.state()).cursor).toBe(at(3));

    const resumed = await h.runOnce();
    expect(resumed).toMatchObject({ outcome: 'complete', pages: 2, upserts: 2, unchanged: 3 });
    expect([...(await h.listings()).keys()].sort()).toEqual(keysOf(8));
    expect((await h.db.collection('mlsListings').count().get()).data().count).toBe(8);
  });

  it('at its deadline, keeps the continuation, and the next run goes on from it', async () => {
    putRecords(h.stub, 8);
    // The token at 0 ms, a page at 500 and 1,000: the third would start at 1,500, past the deadline.
    const stopped = await h.runOnce({ limits: { runBudgetMs: 1200, replicationShare: 1 } });
    expect(stopped).toMatchObject({ outcome: 'deadline', pages: 2, upserts: 6, reconciled: false });
    expect(h.starts.every((start) => start < Date.parse(stopped.startedAt) + 1200)).toBe(true);
    const state = await h.state();
    expect(state).toMatchObject({ cursor: at(6), phase: 'initial' });
    expect(new URL(state.nextLink!).searchParams.get('$skiptoken')).toBe(`${at(6)}|K06`);

    const resumed = await h.runOnce();
    expect(resumed).toMatchObject({ outcome: 'complete', phase: 'initial', pages: 1, upserts: 2, unchanged: 0 });
    expect([...(await h.listings()).keys()].sort()).toEqual(keysOf(8));
  });

  it('loses none of the records that share the cursor’s timestamp across pages, when the continuation is gone', async () => {
    // K02, K03 and K04 changed at the same moment; the first page ends between K03 and K04.
    h.stub.put(
      resoRecord('K01', 1),
      resoRecord('K02', 2),
      resoRecord('K03', 2),
      resoRecord('K04', 2),
      resoRecord('K05', 3),
      resoRecord('K06', 4),
    );
    const stopped = await h.runOnce({ limits: { runBudgetMs: 700, replicationShare: 1 } });
    expect(stopped).toMatchObject({ outcome: 'deadline', pages: 1 });
    expect((await h.state()).cursor).toBe(at(2));
    h.stub.forgetLinks();

    const resumed = await h.runOnce();
    expect(resumed.outcome).toBe('complete');
    expect(resumed.errors).toEqual([
      expect.stringMatching(/^The stored continuation failed \(\/reso\/Property: HTTP 410 .*\): started again from the cursor$/),
    ]);
    // Read again from the cursor, at it and not after it: K02 and K03 unchanged, K04 found.
    expect(resumed).toMatchObject({ upserts: 3, unchanged: 2 });
    expect([...(await h.listings()).keys()].sort()).toEqual(keysOf(6));
  });
});

describe('the source’s state', () => {
  it('skips a paused source, and a paused source resumed runs again', async () => {
    putRecords(h.stub, 2);
    const replication = h.replication();
    expect(await replication.setPaused('cincy', true)).toBe(true);
    expect(await replication.run()).toEqual([{ sourceId: 'cincy', outcome: 'paused' }]);
    expect(h.stub.requests).toEqual([]);
    expect(await h.runs()).toEqual([]);
    await replication.setPaused('cincy', false);
    expect((await replication.run())[0]).toMatchObject({ outcome: 'complete' });
  });

  it('skips a source another run holds, until its hold has passed', async () => {
    putRecords(h.stub, 2);
    const later = new Date(h.time.clock.now() + 60_000).toISOString();
    await h.db.collection('mlsSources').doc('cincy').set({ leaseUntil: later });
    expect(await h.replication().run()).toEqual([{ sourceId: 'cincy', outcome: 'busy' }]);
    h.time.advance(60_001);
    expect((await h.replication().run())[0]).toMatchObject({ outcome: 'complete' });
  });

  it('answers false for a source that is not configured', async () => {
    const replication = h.replication();
    expect(await replication.setPaused('elsewhere', true)).toBe(false);
    expect(await replication.requestResync('elsewhere')).toBe(false);
    expect(await replication.run('elsewhere')).toEqual([]);
  });
});
