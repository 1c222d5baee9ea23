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

let heard = 0;
let stop = () => {};
beforeEach(async () => {
  await t.reset();
  await t.deps.db
    .collection(PROPERTIES)
    .doc('colonial')
    .set(storedListing({ title: 'A Colonial' }, '2026-10-01T15:00:00.000Z'));
  heard = 0;
  stop = t.repos.listingGate.watch(() => (heard += 1));
  // The watch's first answer is the state as it is, which announces nothing.
  await new Promise((resolve) => setTimeout(resolve, 500));
});
afterEach(() => stop());

const edit = (change: object) =>
  t.repos.properties.update('colonial', async (current) => ({ ...current, imageAlts: [], ...change }) as ListingWrite, { by: null });

describe("the listing gate's signal", () => {
  it('is heard when a listing turns private', async () => {
    await edit({ visibility: 'invited' });
    await waitUntil('the change to be heard', async () => heard > 0);
  });

  it('is heard when a listing changes status', async () => {
    await edit({ StandardStatus: 'Withdrawn' });
    await waitUntil('the change to be heard', async () => heard > 0);
  });

  it('is heard when a listing is deleted', async () => {
    await t.repos.properties.remove('colonial');
    await waitUntil('the change to be heard', async () => heard > 0);
  });

  it('is not sent for an edit that changes neither (a new description), so kept renders stay', async () => {
    await edit({ description: 'Another word on the Colonial' });
    const marked = await t.deps.db.collection('siteState').doc('listingGate').get();
    expect(marked.exists).toBe(false);
  });
});
