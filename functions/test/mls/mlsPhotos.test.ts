import { LOCAL_UPLOADS_PATH } from '../../src/uploads/files/localDisk/localUploadsRouter';
import { photoFileNames } from '../support/images';
import { replicationHarness } from './support/replicationHarness';
import { at, resoRecord } from './support/resoRecords';

const h = replicationHarness();
beforeAll(() => h.setup());
beforeEach(() => h.reset());
afterAll(() => h.teardown());

const mediaRequests = () => h.stub.requests.filter(({ path }) => path.startsWith('/media/')).length;

describe('an MLS listing’s photos', () => {
  it('are fetched once into the site’s own storage, in every web size, and the listing names the site’s URLs only', async () => {
    h.stub.put(resoRecord('K01', 1, {}, 2), resoRecord('K02', 2, {}, 1));
    const run = await h.runOnce();
    expect(run).toMatchObject({ photosQueued: 3, photosDone: 3, photosPending: 0 });
    expect(mediaRequests()).toBe(3);
    const listing = (await h.listings()).get('K01')!;
    const images = listing.images as string[];
    expect(images).toHaveLength(2);
    expect(listing.media).toEqual([
      { key: 'K01-m0', order: 0, description: 'Photo 1', url: images[0] },
      { key: 'K01-m1', order: 1, description: 'Photo 2', url: images[1] },
    ]);
    for (const url of images) expect(url.startsWith(LOCAL_UPLOADS_PATH)).toBe(true);
    // Nothing of the source's URLs is kept where the site reads.
    expect(JSON.stringify([...(await h.listings()).values()])).not.toContain(h.stub.origin);
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
    h.stub.put(resoRecord('K01', 1, {}, 2));
    await h.runOnce();
    const before = (await h.listings()).get('K01')!.images;
    await h.runOnce();
    h.stub.put(resoRecord('K01', 5, { ListPrice: 399_000 }, 2));
    const priceCut = await h.runOnce();
    expect(priceCut).toMatchObject({ upserts: 1, photosQueued: 0, photosDone: 0 });
    expect(mediaRequests()).toBe(2);
    expect((await h.listings()).get('K01')).toMatchObject({ ListPrice: 399_000, images: before });
  });

  it('are fetched again when PhotosChangeTimestamp or the MediaKeys change', async () => {
    h.stub.put(resoRecord('K01', 1, {}, 2));
    await h.runOnce();
    const before = (await h.listings()).get('K01')!.images as string[];
    h.stub.put(resoRecord('K01', 5, { PhotosChangeTimestamp: at(5) }, 2));
    expect(await h.runOnce()).toMatchObject({ photosQueued: 2, photosDone: 2 });
    const after = (await h.listings()).get('K01')!.images as string[];
    expect(after).toHaveLength(2);
    expect(after.some((url) => before.includes(url))).toBe(false);
    h.stub.put(resoRecord('K01', 6, { PhotosChangeTimestamp: at(5) }, 3));
    expect(await h.runOnce()).toMatchObject({ photosQueued: 3, photosDone: 3 });
    expect(mediaRequests()).toBe(7);
  });

  it('are fetched a few listings a run, the rest left queued for the next', async () => {
    h.stub.put(resoRecord('K01', 1, {}, 1), resoRecord('K02', 2, {}, 1), resoRecord('K03', 3, {}, 1));
    const photos = { listingsPerRun: 2, attempts: 4, retryAfterMs: 60 * 60 * 1000 };
    expect(await h.runOnce({ limits: { photos } })).toMatchObject({ photosQueued: 3, photosDone: 2, photosPending: 1 });
    expect(await h.runOnce({ limits: { photos } })).toMatchObject({ photosQueued: 0, photosDone: 1, photosPending: 0 });
    expect([...(await h.listings()).values()].map((doc) => (doc.images as string[]).length)).toEqual([1, 1, 1]);
  });

  it('that fail are tried again later with the record’s fresh URLs, keeping those already fetched', async () => {
    h.stub.put(resoRecord('K01', 1, {}, 2));
    h.stub.refuseMediaOnce('K01-m1');
    const photos = { listingsPerRun: 5, attempts: 4, retryAfterMs: 60 * 60 * 1000 };
    const first = await h.runOnce({ limits: { photos } });
    expect(first).toMatchObject({ photosDone: 1, photosPending: 1 });
    expect(first.errors).toEqual([expect.stringMatching(/^K01: media: HTTP 403/)]);
    expect((await h.listings()).get('K01')!.images).toEqual([]);

    h.time.advance(60 * 60 * 1000);
    const second = await h.runOnce({ limits: { photos } });
    expect(second).toMatchObject({ photosDone: 1, photosPending: 0, errors: [] });
    expect((await h.listings()).get('K01')!.images).toHaveLength(2);
    // K01-m0 once, K01-m1 refused then fetched; the record read once more for its fresh URLs.
    expect(mediaRequests()).toBe(3);
    expect(h.stub.requests.some(({ query }) => query.get('$filter')?.includes("ListingKey eq 'K01'"))).toBe(true);
  });
});
