import { MLS_DISCLAIMER_DEFAULT, MLS_KEPT_FIELDS, MLS_WITHHELD_FIELDS, type MlsSourceState } from '@estate/domain';
import { PROPERTIES } from '../../src/listings';
import { NEIGHBORHOOD_BOUNDARIES, neighborhoodBoundaryData } from '../../src/content';
import { squareRing } from '../../../scripts/fixtures/squareRing';
import { repositories } from '../../src/composition';
import type { MlsSourceRepository } from '../../src/mls';
import { replicationHarness } from './support/replicationHarness';
import { inFeedOrder, keysOf, testListings } from './support/testListings';

const h = replicationHarness();
beforeEach(() => h.reset());
afterAll(() => h.teardown());

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** The fields of MLS_KEPT_FIELDS a record or a listing has. */
const keptOf = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([field]) => (MLS_KEPT_FIELDS as readonly string[]).includes(field)));

describe('the first load', () => {
  it('follows @odata.nextLink to the end and keeps every record once', async () => {
    await h.start(8);
    const run = await h.runOnce();
    expect(run).toMatchObject({ outcome: 'complete', phase: 'initial', pages: 3, upserts: 8, unchanged: 0 });
    expect(await h.storedKeys()).toEqual(keysOf(h.feed()));
    const [first, ...next] = h.requests().slice(0, 3);
    expect(Object.fromEntries(first!.query)).toEqual({
      $filter: "OriginatingSystemName eq 'localmls'",
      $orderby: 'ModificationTimestamp asc,ListingKey asc',
      $top: '3',
      $expand: 'Media',
    });
    // The next pages are the links the local MLS handed out: the same query, continued.
    for (const { query } of next) {
      expect(query.get('$skiptoken')).toEqual(expect.any(String));
      expect(query.get('$filter')).toBe(first!.query.get('$filter'));
    }
  });

  it('keeps the allow-listed fields as the source sent them and what the replica adds, never those the rules keep from the public', async () => {
    const [record] = testListings(1);
    await h.start([record!]);
    await h.runOnce();
    const listing = (await h.listings()).get(record!.ListingKey)!;
    for (const name of [...MLS_WITHHELD_FIELDS, 'MlgCanView', 'Media']) expect(listing).not.toHaveProperty(name);
    expect(keptOf(listing)).toEqual(keptOf(record!));
    expect(listing).toMatchObject({
      id: `cincy_${record!.ListingKey}`,
      sourceId: 'cincy',
      photosChangedAt: record!.PhotosChangeTimestamp,
      media: [],
      images: [],
    });
  });

  it('leaves the cursor at the greatest timestamp the source returned, never the local clock', async () => {
    await h.start(8);
    await h.runOnce();
    const newest = h.feed().at(-1)!.ModificationTimestamp;
    const state = await h.state();
    expect(state).toMatchObject({ cursor: newest, newestSourceTimestamp: newest, nextLink: null, phase: 'incremental', leaseUntil: null });
    expect(Date.parse(state.cursor!)).toBeLessThan(h.time.clock.now() - 60 * 60 * 1000);
  });

  it('is recorded in mlsRuns: its figures, its lag, its expiry', async () => {
    await h.start(8);
    const run = await h.runOnce();
    // The token, three pages and the first reconciliation's one page of keys.
    expect(run).toMatchObject({ requests: 5, pages: 3, upserts: 8, removed: { notViewable: 0, gone: 0 }, reconciled: true, errors: [] });
    expect(run).toMatchObject({ photosQueued: 0, photosDone: 0, photosPending: 0 });
    expect(run.lagSeconds).toBe(Math.floor((Date.parse(run.endedAt) - Date.parse(h.feed().at(-1)!.ModificationTimestamp)) / 1000));
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
    const mls = await h.start(8);
    await h.runOnce();
    const cursor = (await h.state()).cursor!;
    h.time.advance(FIFTEEN_MINUTES);
    // Two listings other than the newest, which stays at the cursor.
    const [first, second] = h.feed().filter(({ StandardStatus }) => StandardStatus === 'Active');
    const [cut] = mls.control.changePrices({ keys: [first!.ListingKey] });
    const [withheld] = mls.control.withholdAddresses({ keys: [second!.ListingKey] });
    const run = await h.runOnce();
    // The record at the cursor is read again and found unchanged.
    expect(run).toMatchObject({ phase: 'incremental', pages: 1, upserts: 2, unchanged: 1, reconciled: false });
    expect(h.requests().at(-1)!.query.get('$filter')).toBe(`OriginatingSystemName eq 'localmls' and ModificationTimestamp ge ${cursor}`);
    const listings = await h.listings();
    expect(listings.size).toBe(8);
    expect(listings.get(cut!.ListingKey)).toMatchObject({ ListPrice: cut!.ListPrice, ModificationTimestamp: cut!.ModificationTimestamp });
    expect(listings.get(withheld!.ListingKey)).toMatchObject({ InternetAddressDisplayYN: false });
    expect((await h.state()).cursor).toBe(withheld!.ModificationTimestamp);
  });

  it('shows every record anew when the settings that decide what is shown change, and says when listings are left out', async () => {
    await h.start(8);
    await h.runOnce();
    const shownIds = async () => (await h.db.collection(PROPERTIES).get()).docs.map((doc) => doc.id).sort();
    const before = await shownIds();
    expect(before.length).toBeGreaterThan(0);
    expect((await h.state()).disclaimer).toBeNull();

    // The agency leaves out listings under the dearest one's price: nothing changed at the source.
    const dearest = Math.max(...h.feed().map(({ ListPrice }) => ListPrice));
    h.time.advance(FIFTEEN_MINUTES);
    const resync = await h.runOnce({ changes: { exclude: { propertyTypes: [], listPriceBelow: dearest } } });
    expect(resync).toMatchObject({ outcome: 'complete', phase: 'initial', upserts: 8, unchanged: 0 });
    const dearestId = h.feed().find(({ ListPrice }) => ListPrice === dearest)!.ListingKey;
    expect(await shownIds()).toEqual(before.filter((id) => id.endsWith(`_${dearestId}`)));
    expect((await h.state()).disclaimer).toBe(`${MLS_DISCLAIMER_DEFAULT} Some IDX listings have been excluded.`);

    // The same settings again: an incremental run, nothing shown anew.
    h.time.advance(FIFTEEN_MINUTES);
    const same = await h.runOnce({ changes: { exclude: { propertyTypes: [], listPriceBelow: dearest } } });
    expect(same).toMatchObject({ phase: 'incremental', upserts: 0 });
  });

  it('removes a field the source no longer sends', async () => {
    // A source that leaves out fields without a value: a close price taken back is a field no longer sent.
    const mls = await h.start(1, { omitNullFields: true });
    const key = h.feed()[0]!.ListingKey;
    mls.control.updateListing(key, { ClosePrice: 440_000 });
    await h.runOnce();
    expect((await h.listings()).get(key)).toHaveProperty('ClosePrice', 440_000);
    mls.control.updateListing(key, { ClosePrice: null });
    await h.runOnce();
    expect((await h.listings()).get(key)).not.toHaveProperty('ClosePrice');
  });
});

describe('a run that stops midway', () => {
  it('after a crash between a page’s records and its cursor, resumes with nothing lost or doubled', async () => {
    await h.start(8);
    const { mlsSources } = repositories(h.db);
    let saves = 0;
    const crashing: MlsSourceRepository = {
      ...mlsSources,
      // The second page's cursor is never saved.
      save: async (sourceId, change: Partial<MlsSourceState>) => {
        if (change.cursor && ++saves === 2) throw new Error('the instance died');
        return mlsSources.save(sourceId, change);
      },
    };
    const failed = await h.runOnce({ fakes: { mlsSources: crashing } });
    expect(failed.outcome).toBe('failed');
    expect((await h.listings()).size).toBe(6);
    expect((await h.state()).cursor).toBe(h.feed()[2]!.ModificationTimestamp);

    // From the first page's continuation: the second page again, found unchanged, then the third.
    const resumed = await h.runOnce();
    expect(resumed).toMatchObject({ outcome: 'complete', pages: 2, upserts: 2, unchanged: 3 });
    expect(await h.storedKeys()).toEqual(keysOf(h.feed()));
    expect((await h.db.collection('mlsListings').count().get()).data().count).toBe(8);
  });

  it('at its deadline, keeps the continuation, and the next run goes on from it', async () => {
    await h.start(8);
    // The token at 0 ms, a page at 500 and 1,000: the third would start at 1,500, past the deadline.
    const stopped = await h.runOnce({ limits: { runBudgetMs: 1200, replicationShare: 1 } });
    expect(stopped).toMatchObject({ outcome: 'deadline', pages: 2, upserts: 6, reconciled: false });
    expect(h.starts.every((start) => start < Date.parse(stopped.startedAt) + 1200)).toBe(true);
    const state = await h.state();
    expect(state).toMatchObject({ cursor: h.feed()[5]!.ModificationTimestamp, phase: 'initial' });

    h.mls.control.clearRequests();
    const resumed = await h.runOnce();
    expect(resumed).toMatchObject({ outcome: 'complete', phase: 'initial', pages: 1, upserts: 2, unchanged: 0 });
    expect(`${h.mls.url}${h.requests()[0]!.path}`).toBe(state.nextLink);
    expect(await h.storedKeys()).toEqual(keysOf(h.feed()));
  });

  it('loses none of the records that share the cursor’s timestamp across pages, when the continuation is gone', async () => {
    // The second, third and fourth records changed at the same moment; the first page ends between the third and the fourth.
    const records = inFeedOrder(testListings(6));
    const shared = records[1]!.ModificationTimestamp;
    const mls = await h.start(
      records.map((record, index) => (index >= 1 && index <= 3 ? { ...record, ModificationTimestamp: shared } : record)),
    );
    const stopped = await h.runOnce({ limits: { runBudgetMs: 700, replicationShare: 1 } });
    expect(stopped).toMatchObject({ outcome: 'deadline', pages: 1 });
    expect((await h.state()).cursor).toBe(shared);
    mls.control.forgetContinuations();

    const resumed = await h.runOnce();
    expect(resumed.outcome).toBe('complete');
    expect(resumed.errors).toEqual([
      expect.stringMatching(/^The stored continuation failed \(\/odata\/Property: HTTP 410 .*\): started again from the cursor$/),
    ]);
    // Read again from the cursor, at it and not after it: the second and third unchanged, the fourth found.
    expect(resumed).toMatchObject({ upserts: 3, unchanged: 2 });
    expect(await h.storedKeys()).toEqual(keysOf(records));
  });
});

describe('the source’s state', () => {
  it('skips a paused source, and a paused source resumed runs again', async () => {
    await h.start(2);
    const replication = h.replication();
    expect(await replication.setPaused('cincy', true)).toBe(true);
    expect(await replication.run()).toEqual([{ sourceId: 'cincy', outcome: 'paused' }]);
    expect(h.mls.control.requests()).toEqual([]);
    expect(await h.runs()).toEqual([]);
    await replication.setPaused('cincy', false);
    expect((await replication.run())[0]).toMatchObject({ outcome: 'complete' });
  });

  it('skips a source another run holds, until its hold has passed', async () => {
    await h.start(2);
    const later = new Date(h.time.clock.now() + 60_000).toISOString();
    await h.db.collection('mlsSources').doc('cincy').set({ leaseUntil: later });
    expect(await h.replication().run()).toEqual([{ sourceId: 'cincy', outcome: 'busy' }]);
    h.time.advance(60_001);
    expect((await h.replication().run())[0]).toMatchObject({ outcome: 'complete' });
  });

  it('answers false for a source that is not configured', async () => {
    await h.start(2);
    const replication = h.replication();
    expect(await replication.setPaused('elsewhere', true)).toBe(false);
    expect(await replication.requestResync('elsewhere')).toBe(false);
    expect(await replication.run('elsewhere')).toEqual([]);
  });
});

describe('a listing’s neighbourhood', () => {
  it('is the stored outline the listing lies in, read at the run, even far from the neighbourhood’s centre', async () => {
    // 2.6 km from Oakley's centre, beyond its radius: no neighbourhood by the centres alone.
    const [record] = testListings(1);
    const placed = {
      ...record!,
      StandardStatus: 'Active' as const,
      City: 'Cincinnati',
      Latitude: 39.17,
      Longitude: -84.4,
      InternetAddressDisplayYN: true,
    };
    await h.start([placed]);
    await h.db
      .collection(NEIGHBORHOOD_BOUNDARIES)
      .doc('oakley')
      .set(
        neighborhoodBoundaryData({
          name: 'Oakley',
          approximate: false,
          geometry: { type: 'Polygon', coordinates: [squareRing(-84.4, 39.17, 0.01)] },
        }),
      );
    await h.runOnce();
    expect((await h.db.collection(PROPERTIES).doc(`cincy_${record!.ListingKey}`).get()).get('neighborhood')).toBe('Oakley');
  });
});
