import { PROPERTIES, type ListingWrite } from '../../src/listings';
import { storedListing } from '../support/storedListing';
import { testApp } from '../support/testApp';
import { waitUntil } from '../support/waitUntil';

/**
 * docs/architecture.md#the-listing-gate: a listing that changes who may see it (its visibility or
 * its status) or is deleted is announced to what keeps copies of public answers (the site's kept
 * renders), through siteState/listingGate; an edit that changes neither is not.
 */
const t = testApp();
afterAll(() => t.teardown());

beforeEach(async () => {
  await t.reset();
  await t.deps.db
    .collection(PROPERTIES)
    .doc('colonial')
    .set(storedListing({ title: 'A Colonial' }, '2026-10-01T15:00:00.000Z'));
});

const edit = (change: object) =>
  t.repos.properties.update('colonial', async (current) => ({ ...current, imageAlts: [], ...change }) as ListingWrite, { by: null });
const announced = async () => (await t.deps.db.collection('siteState').doc('listingGate').get()).exists;

describe("the listing gate's signal", () => {
  it.each([
    ['turns private', () => edit({ visibility: 'invited' })],
    ['changes status', () => edit({ StandardStatus: 'Withdrawn' })],
    ['is deleted', () => t.repos.properties.remove('colonial')],
  ])('is announced when a listing %s', async (_name, write) => {
    await write();
    expect(await announced()).toBe(true);
  });

  it('is not announced for an edit that changes neither (a new description), so kept renders stay', async () => {
    await edit({ description: 'Another word on the Colonial' });
    expect(await announced()).toBe(false);
  });

  it("keeps the private listings' ids while the signal holds, and reads them again once it moves", async () => {
    // Before any announcement (a fresh or reset database) there is no version to keep them by:
    // each asks the signal's version and queries (a query costs a read even when it finds none).
    expect(await t.repos.properties.privateIds()).toEqual({ ids: new Set(), reads: 2 });
    expect((await t.repos.properties.privateIds()).reads).toBe(2);

    await t.repos.listingGate.changed();
    expect((await t.repos.properties.privateIds()).reads).toBe(2);
    expect(await t.repos.properties.privateIds()).toEqual({ ids: new Set(), reads: 1 });

    await edit({ visibility: 'invited' });
    expect(await t.repos.properties.privateIds()).toEqual({ ids: new Set(['colonial']), reads: 2 });
    expect((await t.repos.properties.privateIds()).reads).toBe(1);
  });

  it('reaches a watcher: each announcement after its first answer', async () => {
    let heard = 0;
    const stop = t.repos.listingGate.watch(() => (heard += 1));
    try {
      // However late the watch's first answer comes, an announcement after it is heard.
      await waitUntil('an announcement to be heard', async () => {
        await t.repos.listingGate.changed();
        return heard > 0;
      });
    } finally {
      stop();
    }
  });
});
