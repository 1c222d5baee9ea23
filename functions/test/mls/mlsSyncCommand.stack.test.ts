import { getStorage } from 'firebase-admin/storage';
import { MLS_LISTINGS, mlsListedBy, type Property } from '@estate/domain';
import { escapeHtml } from '../../src/platform';
import { fileStoreFromEnv } from '../../src/uploads/files/fileStoreFromEnv';
import { adminApp, wipeProject } from '../support/emulators';
import { photoFileNames } from '../support/images';
import type { LocalMls } from '../../../scripts/localMls';
import { startTestMls } from '../../../scripts/localMls/testSupport';
import { runsPrinted, STACK_SITE_URL, syncFrom } from './support/mlsSyncCommand';
import { testListings } from './support/testListings';

/**
 * `npm run mls:sync` on the running stack, against a local MLS: the command finds the stack's
 * project and file store, reads MLS_SOURCES and MLS_CREDENTIALS from its environment, and runs
 * until it has caught up. It runs in the stack's project, alone (a `.stack.test.ts`).
 */
const clients = adminApp();
let mls: LocalMls;
const stackStore = () => fileStoreFromEnv(process.env, () => getStorage(clients.app).bucket(`${process.env.GCLOUD_PROJECT}.appspot.com`));

// Three listings, with one photo, one photo and none: one for sale, one sold (not shown: the source's rules keep sales off the site), one coming soon.
const STATUSES = ['Active', 'Closed', 'ComingSoon'] as const;
beforeEach(async () => {
  await wipeProject();
  mls = await startTestMls({
    listings: testListings(3, 1).map((record, index) => ({
      ...record,
      StandardStatus: STATUSES[index]!,
      ...(index === 2 ? { PhotosCount: 0 } : {}),
    })),
  });
});
afterEach(() => mls.close());
afterAll(() => clients.close());

const sync = (...args: string[]) => syncFrom(mls, ...args);

it("copies the source into the stack's replica and its photos into the stack's store, then a full re-sync finds them unchanged", async () => {
  const files = stackStore();
  let stored: string[] = [];
  try {
    const [first] = runsPrinted((await sync()).stdout);
    expect(first).toMatchObject({ sourceId: 'local', outcome: 'complete', upserts: 3, photosDone: 2, photosPending: 0 });
    const listings = (await clients.db.collection(MLS_LISTINGS).get()).docs;
    expect(listings.map((doc) => doc.id).sort()).toEqual(mls.control.listings().map(({ ListingKey }) => `local_${ListingKey}`));
    stored = listings.flatMap((doc) => doc.get('images') as string[]);
    expect(stored).toHaveLength(2);
    for (const url of stored) expect(await files.exists(files.nameOf(url)!)).toBe(true);

    // The site lists them as its own API answers any listing: those for sale, each with its office, photos and disclaimer.
    const forSale = mls.control
      .listings()
      .filter(({ StandardStatus }) => ['ComingSoon', 'Active', 'ActiveUnderContract'].includes(StandardStatus))
      .map(({ ListingKey }) => `local_${ListingKey}`)
      .sort();
    expect(forSale).toHaveLength(2);
    const answer = await fetch(`${STACK_SITE_URL}/api/properties?source=mls&limit=50`);
    expect(answer.status).toBe(200);
    const shown = (await answer.json()) as Property[];
    expect(shown.map(({ id }) => id).sort()).toEqual(forSale);
    for (const listing of shown) {
      const record = mls.control.listing(listing.mls!.listingKey)!;
      expect(listing.mls).toMatchObject({ sourceId: 'local', sourceName: 'Local MLS', officeName: record.ListOfficeName });
      expect(listing.mls!.disclaimer).toMatch(
        /^Listing information is deemed reliable but not guaranteed\. Data last updated \w+ \d+, \d{4} at /,
      );
      expect(listing.images).toEqual((await clients.db.collection(MLS_LISTINGS).doc(listing.id).get()).get('images'));
    }
    // Its page, server-rendered, names the office and carries the disclaimer; the sold one's is gone.
    const [pageListing] = shown;
    const page = await fetch(`${STACK_SITE_URL}/property/${pageListing!.id}`);
    expect(page.status).toBe(200);
    const html = (await page.text()).replace(/<!-- -->/g, '');
    expect(html).toContain(escapeHtml(mlsListedBy(pageListing!.mls!)));
    expect(html).toContain(escapeHtml(pageListing!.mls!.disclaimer!));
    const sold = mls.control.listings().find(({ StandardStatus }) => StandardStatus === 'Closed')!;
    expect((await fetch(`${STACK_SITE_URL}/property/local_${sold.ListingKey}`)).status).toBe(404);

    const [again] = runsPrinted((await sync('--full')).stdout);
    expect(again).toMatchObject({ outcome: 'complete', phase: 'initial', upserts: 0, unchanged: 3, reconciled: true, photosDone: 0 });
  } finally {
    await Promise.all(stored.flatMap((url) => photoFileNames(files.nameOf(url)!)).map((name) => files.remove(name)));
  }
});

it('says which sources there are when asked for another', async () => {
  const failure = (await sync('--source', 'elsewhere').catch((error: unknown) => error)) as { code: number; stderr: string };
  expect(failure.code).toBe(2);
  expect(failure.stderr).toContain('No source "elsewhere": the sources are local');
});
