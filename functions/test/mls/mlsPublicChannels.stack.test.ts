import { MLS_LISTINGS, WITHHELD_ADDRESS, type Property } from '@estate/domain';
import type { LocalMls, PropertyRecord } from '../../../scripts/localMls';
import { startTestMls } from '../../../scripts/localMls/testSupport';
import { sitemapPaths } from '../../../scripts/testing/sitemapUrls';
import { PROPERTIES } from '../../src/listings';
import { escapeHtml } from '../../src/platform';
import { adminApp, wipeProject } from '../support/emulators';
import { runsPrinted, STACK_SITE_URL, syncFrom } from './support/mlsSyncCommand';
import { testListings } from './support/testListings';

/**
 * The MLS's display rules on every public channel of the running stack (docs/product/mls.md#display):
 * a listing whose address the seller withheld shows no address, one the source keeps off the
 * internet or no longer lets be viewed shows nothing, and the fields the rules keep from the
 * public (compensation, private remarks, showing instructions, owner and occupant) are neither
 * stored where the site reads nor shown. Pages through Hosting, the public API, the sitemap.
 */
const clients = adminApp();
let mls: LocalMls;
afterAll(() => clients.close());
afterEach(() => mls?.close());

/** Unique values for the fields no visitor may see, so that finding one anywhere is a leak. */
const privateFields = (key: string): Partial<PropertyRecord> => ({
  BuyerAgencyCompensation: `Canary compensation ${key}`,
  PrivateRemarks: `Canary private remarks ${key}`,
  ShowingInstructions: `Canary showing instructions ${key}`,
  OwnerName: `Canary Owner ${key}`,
  OccupantName: `Canary Occupant ${key}`,
  OccupantPhone: '(513) 555-0199',
});

const streetOf = (record: PropertyRecord) => `${record.StreetNumber} ${record.StreetName}`;
const idOf = (record: PropertyRecord) => `local_${record.ListingKey}`;

/** A page or an answer, as a visitor gets it: its status, headers and body (React's text separators dropped). */
async function visit(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${STACK_SITE_URL}${path}`);
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return { status: response.status, text: `${headers}\n${(await response.text()).replace(/<!-- -->/g, '')}` };
}

it('withholds what the rules withhold on every page, answer and sitemap, and stores none of the private fields', async () => {
  await wipeProject();
  const [shown, withheld, offline, unviewable] = testListings(4).map((record) => ({
    ...record,
    StandardStatus: 'Active' as const,
    ...privateFields(record.ListingKey),
  }));
  const records: PropertyRecord[] = [
    shown!,
    { ...withheld!, InternetAddressDisplayYN: false },
    { ...offline!, InternetEntireListingDisplayYN: false, PublicRemarks: `Canary remarks ${offline!.ListingKey}` },
    { ...unviewable!, MlgCanView: false, PublicRemarks: `Canary remarks ${unviewable!.ListingKey}` },
  ];
  mls = await startTestMls({ listings: records });
  const [run] = runsPrinted((await syncFrom(mls)).stdout);
  expect(run).toMatchObject({ sourceId: 'local', outcome: 'complete' });

  const secrets = records.flatMap((item) => Object.values(privateFields(item.ListingKey)).map(String));
  const needles = [
    ...secrets,
    withheld!.UnparsedAddress,
    streetOf(withheld!),
    ...[offline!, unviewable!].flatMap((hidden) => [
      hidden.UnparsedAddress,
      streetOf(hidden),
      `Canary remarks ${hidden.ListingKey}`,
      idOf(hidden),
    ]),
  ];
  const leaks = (channel: string, text: string, of = needles) =>
    of.filter((needle) => text.includes(needle)).map((needle) => `${channel}: ${needle}`);

  const found: string[] = [];
  const texts: Record<string, string> = {};
  for (const path of [
    '/',
    '/properties',
    '/properties?source=mls',
    `/properties?search=${encodeURIComponent(withheld!.StreetName)}`,
    '/sold',
    `/property/${idOf(shown!)}`,
    `/property/${idOf(withheld!)}`,
    `/property/${idOf(offline!)}`,
    `/property/${idOf(unviewable!)}`,
    '/api/properties?source=mls&limit=50',
    `/api/properties?search=${encodeURIComponent(withheld!.StreetName)}`,
    '/api/properties/featured',
    '/api/sales',
    ...[shown!, withheld!, offline!, unviewable!].flatMap((item) => [
      `/api/properties/${idOf(item)}`,
      `/api/properties/${idOf(item)}/history`,
    ]),
  ]) {
    const { status, text } = await visit(path);
    texts[path] = text;
    // A page of a hidden listing's id names it (its canonical link, say): that is the visitor's own URL, not a leak.
    found.push(
      ...leaks(
        `${path} (${status})`,
        text,
        needles.filter((needle) => !path.includes(needle)),
      ),
    );
  }
  const readSite = async (path: string) => (await fetch(`${STACK_SITE_URL}${path}`)).text();
  for (const path of await sitemapPaths(readSite)) found.push(...leaks(path, await readSite(path)));
  // The replica may keep what the site withholds, never what the rules keep from display; the listings the site reads hold neither.
  const documents = async (name: string) => JSON.stringify((await clients.db.collection(name).get()).docs.map((doc) => doc.data()));
  found.push(...leaks(`the ${MLS_LISTINGS} collection`, await documents(MLS_LISTINGS), secrets));
  found.push(...leaks(`the ${PROPERTIES} collection`, await documents(PROPERTIES)));
  expect(found).toEqual([]);

  // The walk saw the listings it should: the viewable ones are on the site, the withheld one without its address.
  expect(texts['/properties?source=mls']).toContain(escapeHtml(streetOf(shown!)));
  expect(texts[`/property/${idOf(withheld!)}`]).toContain(escapeHtml(WITHHELD_ADDRESS));
  expect(
    ((await (await fetch(`${STACK_SITE_URL}/api/properties?source=mls&limit=50`)).json()) as Property[]).map(({ id }) => id).sort(),
  ).toEqual([idOf(shown!), idOf(withheld!)].sort());
  for (const hidden of [offline!, unviewable!]) expect((await fetch(`${STACK_SITE_URL}/property/${idOf(hidden)}`)).status).toBe(404);
});
