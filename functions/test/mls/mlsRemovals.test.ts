import { putRecords } from './support/loadRecords';
import { replicationHarness } from './support/replicationHarness';
import { resoRecord } from './support/resoRecords';

const h = replicationHarness();
beforeAll(() => h.setup());
beforeEach(() => h.reset());
afterAll(() => h.teardown());

const DAY = 24 * 60 * 60 * 1000;
const storedKeys = async () => [...(await h.listings()).keys()].sort();

describe('a record the source no longer lets be shown', () => {
  it('is removed when MLS Grid marks it MlgCanView false, or it is not for display on the internet', async () => {
    putRecords(h.stub, 4);
    await h.runOnce();
    h.stub.put(resoRecord('K02', 10, { MlgCanView: false }, 0), resoRecord('K03', 11, { InternetEntireListingDisplayYN: false }, 0));
    // One the replica never had: nothing to remove.
    h.stub.put(resoRecord('K05', 12, { MlgCanView: false }, 0));
    const run = await h.runOnce();
    expect(run).toMatchObject({ upserts: 0, removed: { notViewable: 2, gone: 0 } });
    expect(await storedKeys()).toEqual(['K01', 'K04']);
    expect((await h.state()).cursor).toBe(resoRecord('K05', 12).ModificationTimestamp);
  });

  it('takes its photo work with it', async () => {
    h.stub.put(resoRecord('K01', 1, {}, 2));
    await h.runOnce({ limits: { photos: { listingsPerRun: 0, attempts: 4, retryAfterMs: 0 } } });
    expect(await h.photoWork()).toHaveLength(1);
    h.stub.put(resoRecord('K01', 2, { MlgCanView: false }, 2));
    await h.runOnce();
    expect(await h.photoWork()).toHaveLength(0);
    expect(await storedKeys()).toEqual([]);
  });
});

describe('the key reconciliation', () => {
  it('removes, once a day, the listings the source no longer has', async () => {
    putRecords(h.stub, 4);
    const first = await h.runOnce();
    expect(first).toMatchObject({ reconciled: true, removed: { gone: 0 } });
    h.stub.records.delete('K02');

    h.time.advance(DAY - 60_000);
    expect(await h.runOnce()).toMatchObject({ reconciled: false, removed: { gone: 0 } });
    expect(await storedKeys()).toEqual(['K01', 'K02', 'K03', 'K04']);

    h.time.advance(60_000);
    expect(await h.runOnce()).toMatchObject({ reconciled: true, removed: { gone: 1 } });
    expect(await storedKeys()).toEqual(['K01', 'K03', 'K04']);
    const keysRequest = h.stub.requests.at(-1)!;
    expect(keysRequest.query.get('$select')).toBe('ListingKey');
    expect(keysRequest.query.get('$top')).toBe('1000');
  });

  it('reads every page of keys before it removes anything', async () => {
    putRecords(h.stub, 4);
    await h.runOnce();
    h.stub.records.delete('K04');
    h.time.advance(DAY);
    const run = await h.runOnce({ limits: { keysPageSize: 2 } });
    expect(run.removed.gone).toBe(1);
    expect(
      h.stub.requests.filter(({ query }) => query.get('$select') === 'ListingKey').map(({ query }) => query.has('$skiptoken')),
    ).toEqual([false, false, true]);
    expect(await storedKeys()).toEqual(['K01', 'K02', 'K03']);
  });

  it('removes nothing when the source lists no keys at all', async () => {
    putRecords(h.stub, 2);
    await h.runOnce();
    h.stub.records.clear();
    h.time.advance(DAY);
    const run = await h.runOnce();
    expect(run).toMatchObject({ reconciled: false, removed: { gone: 0 }, errors: ['The source listed no keys: nothing was removed'] });
    expect(await storedKeys()).toEqual(['K01', 'K02']);
  });
});

describe('a full re-sync', () => {
  it('starts again from no cursor, finds what is stored unchanged and reconciles at once', async () => {
    putRecords(h.stub, 4);
    await h.runOnce();
    h.stub.records.delete('K03');
    expect(await h.replication().requestResync('cincy')).toBe(true);
    h.time.advance(60_000);
    const run = await h.runOnce();
    expect(run).toMatchObject({ phase: 'initial', upserts: 0, unchanged: 3, reconciled: true, removed: { gone: 1 } });
    expect(
      h.stub.requests
        .filter(({ path }) => path === '/reso/Property')
        .at(-2)!
        .query.get('$filter'),
    ).toBe("OriginatingSystemName eq 'CincyMLS'");
    expect(await h.state()).toMatchObject({ resyncRequested: false, reconcileRequested: false, phase: 'incremental' });
    expect(await storedKeys()).toEqual(['K01', 'K02', 'K04']);
  });
});
