import { MLS_RUN_LIMITS } from '../../src/mls';
import { replicationHarness } from './support/replicationHarness';
import { keysOf, testListings } from './support/testListings';

const h = replicationHarness();
beforeEach(() => h.reset());
afterAll(() => h.teardown());

const DAY = 24 * 60 * 60 * 1000;

describe('a record the source no longer lets be shown', () => {
  it('is removed when MLS Grid marks it MlgCanView false, or it is not for display on the internet', async () => {
    const mls = await h.start(4);
    await h.runOnce();
    const [kept, hidden, withheld, alsoKept] = h.feed();
    mls.control.makeNotViewable({ keys: [hidden!.ListingKey] });
    mls.control.withholdListings({ keys: [withheld!.ListingKey] });
    // One the replica never had: nothing to remove.
    const [added] = mls.control.addListings(1);
    const [never] = mls.control.makeNotViewable({ keys: [added!.ListingKey] });
    const run = await h.runOnce();
    expect(run).toMatchObject({ upserts: 0, removed: { notViewable: 2, gone: 0 } });
    expect(await h.storedKeys()).toEqual(keysOf([kept!, alsoKept!]));
    expect((await h.state()).cursor).toBe(never!.ModificationTimestamp);
  });

  it('takes its photo work with it', async () => {
    const mls = await h.start(testListings(1, 2));
    await h.runOnce({ limits: { photos: { ...MLS_RUN_LIMITS.photos, listingsPerBatch: 0 } } });
    expect(await h.photoWork()).toHaveLength(1);
    mls.control.makeNotViewable({ keys: [h.feed()[0]!.ListingKey] });
    await h.runOnce();
    expect(await h.photoWork()).toHaveLength(0);
    expect(await h.storedKeys()).toEqual([]);
  });
});

describe('the key reconciliation', () => {
  it('removes, once a day, the listings the source no longer has', async () => {
    const mls = await h.start(4);
    const first = await h.runOnce();
    expect(first).toMatchObject({ reconciled: true, removed: { gone: 0 } });
    const all = keysOf(h.feed());
    const [deleted] = mls.control.deleteListings({ count: 1 });

    h.time.advance(DAY - 60_000);
    expect(await h.runOnce()).toMatchObject({ reconciled: false, removed: { gone: 0 } });
    expect(await h.storedKeys()).toEqual(all);

    h.time.advance(60_000);
    expect(await h.runOnce()).toMatchObject({ reconciled: true, removed: { gone: 1 } });
    expect(await h.storedKeys()).toEqual(all.filter((key) => key !== deleted));
    const keysRequest = h.requests().at(-1)!;
    expect(keysRequest.query.get('$select')).toBe('ListingKey');
    expect(keysRequest.query.get('$top')).toBe('1000');
  });

  it('reads every page of keys before it removes anything', async () => {
    const mls = await h.start(4);
    await h.runOnce();
    const newest = h.feed().at(-1)!.ListingKey;
    mls.control.deleteListings({ keys: [newest] });
    h.time.advance(DAY);
    const run = await h.runOnce({ changes: { keysPageSize: 2 } });
    expect(run.removed.gone).toBe(1);
    expect(
      h
        .requests()
        .filter(({ query }) => query.get('$select') === 'ListingKey')
        .map(({ query }) => query.has('$skiptoken')),
    ).toEqual([false, false, true]);
    expect(await h.storedKeys()).toEqual(keysOf(h.feed()));
    expect(await h.storedKeys()).not.toContain(newest);
  });

  it('removes nothing when the source lists no keys at all', async () => {
    const mls = await h.start(2);
    await h.runOnce();
    const all = keysOf(h.feed());
    mls.control.deleteListings({ keys: all });
    h.time.advance(DAY);
    const run = await h.runOnce();
    expect(run).toMatchObject({ reconciled: false, removed: { gone: 0 }, errors: ['The source listed no keys: nothing was removed'] });
    expect(await h.storedKeys()).toEqual(all);
  });
});

describe('a full re-sync', () => {
  it('starts again from no cursor, finds what is stored unchanged and reconciles at once', async () => {
    const mls = await h.start(4);
    await h.runOnce();
    mls.control.deleteListings({ count: 1 });
    expect(await h.replication().requestResync('cincy')).toBe(true);
    h.time.advance(60_000);
    const run = await h.runOnce();
    expect(run).toMatchObject({ phase: 'initial', upserts: 0, unchanged: 3, reconciled: true, removed: { gone: 1 } });
    // The last page of records read from the start, then the keys.
    expect(h.requests().at(-2)!.query.get('$filter')).toBe("OriginatingSystemName eq 'localmls'");
    expect(await h.state()).toMatchObject({ resyncRequested: false, reconcileRequested: false, phase: 'incremental' });
    expect(await h.storedKeys()).toEqual(keysOf(h.feed()));
  });
});
