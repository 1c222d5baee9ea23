import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { MLS_KEPT_FIELDS, mlsSourceSchema, RESO_PAGE_SIZE, type MlsListing, type PropertyInput } from '@estate/domain';
import { mlsReplication, repositories } from '../../src/composition';
import { storePhoto } from '../../src/uploads';
import { localUploadsRouter } from '../../src/uploads/files/localDisk/localUploadsRouter';
import { realImage } from '../support/images';
import { storedListing } from '../support/storedListing';
import { memoryFileStore, ORIGIN, testApp, testConfig } from '../support/testApp';
import { virtualClock } from './support/virtualClock';

/**
 * The round trip of the agency's own RESO feed (docs/product/mls.md#sources): the api app served
 * over HTTP on loopback, read by the replication as any source, with a key an admin created as
 * its server token. What the feed gives, the importer takes: the replica holds exactly the feed's
 * public listings, with the same fields and the same photos.
 */

/** The site's file store, served by the app at /api/uploads/ as the local-disk store is: the feed's photo URLs answer. */
const siteFiles = memoryFileStore();
let app: Express | undefined;
const server: Server = createServer((req, res) => (app ? app(req, res) : res.writeHead(503).end()));
let origin = '';
let t: ReturnType<typeof testApp>;
const KEYS = '/api/admin/settings/reso-keys';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The feed's links and photo URLs are the site's origin's: here, the loopback server's.
  t = testApp({ config: { ...testConfig, siteOrigin: origin }, files: { ...siteFiles, routes: localUploadsRouter(siteFiles.read) } });
  app = t.app;
});
beforeEach(() => t.reset());
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.teardown();
});

const SOLD = { StandardStatus: 'Closed', PurchaseContractDate: '2026-01-02', CloseDate: '2026-01-04', ClosePrice: 950_000 } as const;

/** A listing as the listings module stores one, last changed `minutes` after 9:00 on 5 January. */
function listingDoc(minutes: number, form: Partial<PropertyInput>, lifecycle: object = {}) {
  const listedAt = new Date(Date.parse('2026-01-05T09:00:00Z') + minutes * 60_000).toISOString();
  return storedListing({ address: `${minutes} Grandin Rd, Cincinnati, OH 45208`, images: [], imageAlts: [], ...form }, listedAt, lifecycle);
}

/** Stores a listing with `photos` photos uploaded to the site's store. */
async function seed(id: string, minutes: number, form: Partial<PropertyInput>, photos = 0, lifecycle: object = {}) {
  const images: string[] = [];
  for (let n = 0; n < photos; n += 1) images.push((await storePhoto(siteFiles, await realImage('jpeg', 48 + n, 32)))!.url);
  await t.deps.db
    .collection('properties')
    .doc(id)
    .set(listingDoc(minutes, { ...form, images }, lifecycle));
}

/** A feed key, as an admin creates one in the dashboard's Settings (the source's server token), and how to revoke it. */
async function createKey(): Promise<{ token: string; revoke: () => Promise<unknown> }> {
  const admin = await t.signInAsAdmin();
  const { body } = await request(t.app)
    .post(KEYS)
    .set('Cookie', admin)
    .set('Origin', ORIGIN)
    .send({ name: 'The site’s own replication' })
    .expect(201);
  const { token, key } = body as { token: string; key: { id: string } };
  return { token, revoke: () => request(t.app).delete(`${KEYS}/${key.id}`).set('Cookie', admin).set('Origin', ORIGIN).expect(200) };
}

/** Every record of the feed, following @odata.nextLink over HTTP, as a partner reads it. */
async function readFeed(token: string): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  for (let next: string | undefined = `${origin}/api/reso/Property?$expand=Media`; next;) {
    const response = await fetch(next, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { value: Record<string, unknown>[]; '@odata.nextLink'?: string };
    records.push(...page.value);
    next = page['@odata.nextLink'];
  }
  return records;
}

/** The fields of MLS_KEPT_FIELDS a record or a listing has. */
const keptOf = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([field]) => (MLS_KEPT_FIELDS as readonly string[]).includes(field)));

/** The replication of the agency's feed: no token endpoint, one MLS, one field to order by, the feed's largest pages of keys. */
function agencyReplication(token: string, files = memoryFileStore(), time = virtualClock()) {
  const source = mlsSourceSchema.validateSync({
    id: 'agency',
    name: 'Queen City Estates',
    baseUrl: `${origin}/api/reso`,
    orderBy: 'ModificationTimestamp asc',
    keysPageSize: RESO_PAGE_SIZE.max,
    pageSize: 2,
  });
  return {
    files,
    time,
    replication: mlsReplication(repositories(t.deps.db), {
      sources: [{ source, credentials: { token } }],
      files,
      clock: time.clock,
      random: () => 0.5,
    }),
  };
}

async function replica(): Promise<Map<string, MlsListing & Record<string, unknown>>> {
  const docs = (await t.deps.db.collection('mlsListings').get()).docs;
  return new Map(docs.map((doc) => [String(doc.get('ListingKey')), doc.data() as MlsListing & Record<string, unknown>]));
}

it('copies exactly the feed’s public listings, with the same fields and photos, and follows their changes', async () => {
  await seed('grandin', 1, { price: 1_250_000, bedrooms: 5 }, 2);
  await seed('erie', 2, { neighborhood: 'Hyde Park' }, 1, { StandardStatus: 'Pending' });
  await seed('observatory', 3, { showSoldPrice: true }, 0, SOLD);
  await seed('quiet-sale', 4, { showSoldPrice: false }, 0, SOLD);
  await seed('soon', 5, {}, 0, { StandardStatus: 'Coming Soon', OnMarketDate: undefined });
  // Neither is the public's: the feed gives them to no partner's key, and the replica does not hold them.
  await seed('withdrawn', 6, {}, 0, { StandardStatus: 'Withdrawn' });
  await seed('invited-only', 7, { visibility: 'invited' }, 1);
  const { token } = await createKey();

  const { replication, files, time } = agencyReplication(token);
  const [first] = await replication.run();
  expect(first).toMatchObject({
    outcome: 'complete',
    run: { pages: 3, upserts: 5, photosDone: 3, photosPending: 0, reconciled: true, errors: [] },
  });

  const feed = await readFeed(token);
  expect(feed.map((record) => record.ListingKey).sort()).toEqual(['erie', 'grandin', 'observatory', 'quiet-sale', 'soon']);
  const copied = await replica();
  expect([...copied.keys()].sort()).toEqual(feed.map((record) => record.ListingKey).sort());
  for (const record of feed) {
    const listing = copied.get(String(record.ListingKey))!;
    expect(keptOf(listing)).toEqual(keptOf(record));
    // The photos, in their order, copied into the replication's own store.
    const media = (record.Media ?? []) as { MediaKey: string; Order: number }[];
    expect(listing.media.map(({ key, order }) => ({ MediaKey: key, Order: order }))).toEqual(
      media.map(({ MediaKey, Order }) => ({ MediaKey, Order })),
    );
    expect(listing.images).toHaveLength(media.length);
    for (const url of listing.images) expect(files.files.has(files.nameOf(url)!)).toBe(true);
  }
  expect(copied.get('observatory')).toHaveProperty('ClosePrice', 950_000);
  expect(copied.get('quiet-sale')).not.toHaveProperty('ClosePrice');

  // A day on: a price cut, which the next run reads from its cursor, and a withdrawal, which leaves the feed and, at the day's reconciliation, the replica.
  time.advance(24 * 60 * 60 * 1000);
  const images = (await t.deps.db.collection('properties').doc('grandin').get()).get('images') as string[];
  await t.deps.db
    .collection('properties')
    .doc('grandin')
    .set(listingDoc(24 * 60, { price: 1_150_000, bedrooms: 5, images }));
  await t.deps.db.collection('properties').doc('soon').update({ StandardStatus: 'Withdrawn', listingSet: 'agency:Withdrawn' });
  const [second] = await replication.run();
  expect(second).toMatchObject({
    outcome: 'complete',
    run: { upserts: 1, photosQueued: 0, reconciled: true, removed: { notViewable: 0, gone: 1 }, errors: [] },
  });
  const after = await readFeed(token);
  const copiedAfter = await replica();
  expect([...copiedAfter.keys()].sort()).toEqual(['erie', 'grandin', 'observatory', 'quiet-sale']);
  expect([...copiedAfter.keys()].sort()).toEqual(after.map((record) => record.ListingKey).sort());
  for (const record of after) expect(keptOf(copiedAfter.get(String(record.ListingKey))!)).toEqual(keptOf(record));
  expect(copiedAfter.get('grandin')).toMatchObject({ ListPrice: 1_150_000 });
});

it('fails the run, saying why, once the key is revoked: a server token is not renewed', async () => {
  await seed('grandin', 1, {});
  const { token, revoke } = await createKey();
  await revoke();
  const { replication } = agencyReplication(token);
  const [result] = await replication.run();
  expect(result).toMatchObject({
    outcome: 'failed',
    run: { requests: 1, errors: [expect.stringMatching(/^\/api\/reso\/Property: HTTP 401 /)] },
  });
  expect(await replica()).toEqual(new Map());
});
