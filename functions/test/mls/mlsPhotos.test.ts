import { MLS_RUN_LIMITS } from '../../src/mls';
import { LOCAL_UPLOADS_PATH } from '../../src/uploads/files/localDisk/localUploadsRouter';
import type { MediaRecord } from '../../../scripts/localMls';
import { getJson, tokenFor } from '../../../scripts/localMls/testSupport';
import { photoFileNames } from '../support/images';
import { replicationHarness } from './support/replicationHarness';
import { testListings } from './support/testListings';

const h = replicationHarness();
beforeEach(() => h.reset());
afterAll(() => h.teardown());

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const mediaRequests = () => h.requests('media').length;
/** The listings whose record the photo worker read (`Property?$filter=… ListingKey eq '<key>'`), a key a read. */
const recordReads = () => h.requests().flatMap(({ query }) => /ListingKey eq '([^']+)'/.exec(query.get('$filter') ?? '')?.slice(1) ?? []);
/** The photos switched off: a run queues the listings' photos and leaves them, as a first load's backlog. */
const photosOff = { photos: { ...MLS_RUN_LIMITS.photos, listingsPerBatch: 0 } };
/** The local MLS's listings, the first with `first` photos, the others with one each. */
const withPhotos = (first: number, count = 1) =>
  testListings(count, 1).map((record, index) => (index === 0 ? { ...record, PhotosCount: first } : record));

/** The Media the local MLS serves with a listing. */
async function servedMedia(listingKey: string) {
  const { body } = await getJson<{ Media: MediaRecord[] }>(
    `${h.mls.baseUrl}/Property('${listingKey}')?$expand=Media`,
    await tokenFor(h.mls),
  );
  return body.Media;
}

describe('an MLS listing’s photos', () => {
  it('are fetched once into the site’s own storage, in every web size, and the listing names the site’s URLs only', async () => {
    await h.start(withPhotos(2, 2));
    const run = await h.runOnce();
    expect(run).toMatchObject({ photosQueued: 3, photosDone: 3, photosPending: 0 });
    expect(mediaRequests()).toBe(3);
    const key = h.feed().find(({ PhotosCount }) => PhotosCount === 2)!.ListingKey;
    const listing = (await h.listings()).get(key)!;
    const images = listing.images as string[];
    expect(images).toHaveLength(2);
    expect(listing.media).toEqual(
      (await servedMedia(key)).map((photo, order) => ({
        key: photo.MediaKey,
        order: photo.Order,
        description: photo.ShortDescription,
        url: images[order],
      })),
    );
    for (const url of images) expect(url.startsWith(LOCAL_UPLOADS_PATH)).toBe(true);
    // Nothing of the source's URLs is kept where the site reads.
    expect(JSON.stringify([...(await h.listings()).values()])).not.toContain(h.mls.url);
    const stored = [...h.files.files.keys()].sort();
    expect(stored).toEqual(
      [...(await h.listings()).values()]
        .flatMap((doc) => doc.images as string[])
        .flatMap((url) => photoFileNames(h.files.nameOf(url)!))
        .sort(),
    );
    expect(await h.photoWork()).toHaveLength(0);
  });

  it('are not fetched again for a change that leaves them, nor when nothing changed', async () => {
    const mls = await h.start(withPhotos(2));
    const key = h.feed()[0]!.ListingKey;
    await h.runOnce();
    const before = (await h.listings()).get(key)!.images;
    await h.runOnce();
    const [cut] = mls.control.changePrices({ keys: [key] });
    const priceCut = await h.runOnce();
    expect(priceCut).toMatchObject({ upserts: 1, photosQueued: 0, photosDone: 0 });
    expect(mediaRequests()).toBe(2);
    expect((await h.listings()).get(key)).toMatchObject({ ListPrice: cut!.ListPrice, images: before });
  });

  it('are fetched again when PhotosChangeTimestamp or the MediaKeys change', async () => {
    const mls = await h.start(withPhotos(2));
    const key = h.feed()[0]!.ListingKey;
    await h.runOnce();
    const before = (await h.listings()).get(key)!.images as string[];
    // New photos, as many: a new PhotosChangeTimestamp, and with it new MediaKeys.
    mls.control.updateListing(key, { PhotosChangeTimestamp: mls.control.state().now, PhotosCount: 2 });
    expect(await h.runOnce()).toMatchObject({ photosQueued: 2, photosDone: 2 });
    const after = (await h.listings()).get(key)!.images as string[];
    expect(after).toHaveLength(2);
    expect(after.some((url) => before.includes(url))).toBe(false);
    // One photo more, PhotosChangeTimestamp as it was: the MediaKeys alone changed.
    mls.control.updateListing(key, { PhotosCount: 3 });
    expect(await h.runOnce()).toMatchObject({ photosQueued: 3, photosDone: 3 });
    expect(mediaRequests()).toBe(7);
  });

  it('are fetched batch after batch until none is left', async () => {
    await h.start(withPhotos(1, 5));
    const photos = { ...MLS_RUN_LIMITS.photos, listingsPerBatch: 2 };
    expect(await h.runOnce({ limits: { photos } })).toMatchObject({
      outcome: 'complete',
      photosQueued: 5,
      photosDone: 5,
      photosPending: 0,
    });
    expect([...(await h.listings()).values()].map((doc) => (doc.images as string[]).length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('stop at the run’s deadline, the rest left queued for the next run', async () => {
    await h.start(withPhotos(1, 6));
    const photos = { ...MLS_RUN_LIMITS.photos, listingsPerBatch: 2 };
    // Half a second a request: the token, two pages and the keys by 1,500 ms, then a photo every 500 ms, three
    // before the deadline: two batches.
    const stopped = await h.runOnce({ limits: { runBudgetMs: 3_500, replicationShare: 1, photos } });
    expect(stopped).toMatchObject({ outcome: 'deadline', pages: 2, upserts: 6, photosQueued: 6, photosDone: 3, photosPending: 3 });
    expect(stopped.errors).toEqual([]);
    expect(h.starts.every((start) => start < Date.parse(stopped.startedAt) + 3_500)).toBe(true);

    const next = await h.runOnce({ limits: { photos } });
    expect(next).toMatchObject({ outcome: 'complete', photosDone: 3, photosPending: 0 });
    expect(mediaRequests()).toBe(6);
    expect([...(await h.listings()).values()].map((doc) => (doc.images as string[]).length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('leave each source of a run its share of the time', async () => {
    await h.start(withPhotos(1, 6));
    const photos = { ...MLS_RUN_LIMITS.photos, listingsPerBatch: 2 };
    // Alone, the first source's six photos would end at 4,500 ms and leave the second one photo;
    // with half the time each, both stop at 3,500 ms, three photos fetched.
    const results = await h.replication({ alsoAs: ['cincy-2'], limits: { runBudgetMs: 7_000, replicationShare: 1, photos } }).run();
    expect(results.map((result) => ('run' in result ? result.run : result))).toEqual([
      expect.objectContaining({ sourceId: 'cincy', outcome: 'deadline', upserts: 6, photosDone: 3 }),
      expect.objectContaining({ sourceId: 'cincy-2', outcome: 'deadline', upserts: 6, photosDone: 3 }),
    ]);
  });

  it('that fail are tried again later with the record’s fresh URLs, keeping those already fetched', async () => {
    const mls = await h.start(withPhotos(2), { mediaUrlLifetimeS: 60 });
    const key = h.feed()[0]!.ListingKey;
    // The second photo's signed URL has expired by the time it is asked for.
    h.beforeRequest = (url) => {
      if (new URL(url).pathname.endsWith('-1.jpg')) mls.control.advanceClock(61);
    };
    const photos = { ...MLS_RUN_LIMITS.photos, listingsPerBatch: 5 };
    const first = await h.runOnce({ limits: { photos } });
    expect(first).toMatchObject({ photosDone: 1, photosPending: 1 });
    expect(first.errors).toEqual([`${key}: media: HTTP 403 {"error":"This URL has expired"}`]);
    expect((await h.listings()).get(key)!.images).toEqual([]);

    h.beforeRequest = () => undefined;
    h.time.advance(HOUR);
    const second = await h.runOnce({ limits: { photos } });
    expect(second).toMatchObject({ photosDone: 1, photosPending: 0, errors: [] });
    expect((await h.listings()).get(key)!.images).toHaveLength(2);
    // The first photo once, the second refused then fetched; the record read once more for its fresh URLs.
    expect(h.requests('media').map(({ status }) => status)).toEqual([200, 403, 200]);
    expect(h.requests().some(({ query }) => query.get('$filter')?.includes(`ListingKey eq '${key}'`))).toBe(true);
  });
});

describe('an MLS listing’s photos, on a source whose media URLs expire (`mediaUrlLifetimeMinutes`)', () => {
  const lifetimeMinutes = 60;
  const changes = { mediaUrlLifetimeMinutes: lifetimeMinutes };
  const margin = MLS_RUN_LIMITS.photos.urlMarginMs;

  /** Starts a local MLS whose URLs live `lifetimeMinutes`, queues its listings' photos, and lets both clocks move on `waitMs`. */
  async function backlog(waitMs: number) {
    const mls = await h.start(withPhotos(2, 2), { mediaUrlLifetimeS: lifetimeMinutes * 60 });
    expect(await h.runOnce({ changes, limits: photosOff })).toMatchObject({ photosQueued: 3, photosDone: 0, photosPending: 2 });
    mls.control.advanceClock(waitMs / 1000);
    h.time.advance(waitMs);
    return mls;
  }

  it.each([
    ['past their lifetime', lifetimeMinutes * MINUTE + MINUTE],
    ['within the margin before it', lifetimeMinutes * MINUTE - margin + MINUTE],
  ])('queued %s, are fetched on their first try with the fresh URLs of one record read each', async (_when, waitMs) => {
    await backlog(waitMs);
    const run = await h.runOnce({ changes });
    expect(run).toMatchObject({ photosDone: 3, photosPending: 0, errors: [] });
    expect(h.requests('media').map(({ status }) => status)).toEqual([200, 200, 200]);
    const keys = h.feed().map(({ ListingKey }) => ListingKey);
    expect(recordReads().sort()).toEqual(keys.sort());
    expect([...(await h.listings()).values()].map((doc) => (doc.images as string[]).length).sort()).toEqual([1, 2]);
  });

  it('queued for less than their lifetime less the margin, are fetched with the URLs queued, no record read', async () => {
    await backlog(lifetimeMinutes * MINUTE - margin - MINUTE);
    expect(await h.runOnce({ changes })).toMatchObject({ photosDone: 3, photosPending: 0, errors: [] });
    expect(h.requests('media').map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(recordReads()).toEqual([]);
  });

  it('note when their URLs were read: queued with the page, and again when read afresh', async () => {
    const mls = await backlog(lifetimeMinutes * MINUTE + MINUTE);
    const [queued] = await h.photoWork();
    expect(queued!.get('urlsReadAt')).toBe(queued!.get('queuedAt'));
    let readStartedAt: number | undefined;
    h.beforeRequest = (url) => {
      if (new URL(url).searchParams.get('$filter')?.includes('ListingKey eq')) readStartedAt ??= h.time.clock.now();
    };
    // Every try of the first download fails: the work waits for its next try with the URLs read afresh.
    mls.control.injectFault({ kind: 'serverError', target: 'media', count: MLS_RUN_LIMITS.maxAttempts });
    const run = await h.runOnce({ changes });
    expect(run).toMatchObject({ photosPending: 1 });
    const [tried] = await h.photoWork();
    expect(tried!.get('attempts')).toBe(1);
    const readAt = Date.parse(String(tried!.get('urlsReadAt')));
    expect(readAt).toBeGreaterThanOrEqual(Date.parse(String(queued!.get('urlsReadAt'))) + lifetimeMinutes * MINUTE + MINUTE);
    expect(readAt).toBeLessThanOrEqual(readStartedAt!);
    expect(readStartedAt! - readAt).toBeLessThan(1000);
  });
});

describe('an MLS listing’s photos, on a source without `mediaUrlLifetimeMinutes`', () => {
  it('are fetched with the URLs they were queued with, however long they waited: no record read', async () => {
    const mls = await h.start(withPhotos(2, 2), { mediaUrlLifetimeS: null });
    await h.runOnce({ limits: photosOff });
    mls.control.advanceClock(24 * 60 * 60);
    h.time.advance(24 * HOUR);
    expect(await h.runOnce()).toMatchObject({ photosDone: 3, photosPending: 0, errors: [] });
    expect(h.requests('media').map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(recordReads()).toEqual([]);
  });
});
