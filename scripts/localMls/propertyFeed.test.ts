import { type LocalMls } from './localMls';
import { type FeedPage, getJson, propertyUrl, startTestMls, tokenFor, walk } from './testSupport';

let mls: LocalMls;
let token: string;
beforeEach(async () => {
  mls = await startTestMls();
  token = await tokenFor(mls);
});
afterEach(() => mls.close());

const ORDER = 'ModificationTimestamp asc,ListingKey asc';
const keysOf = (pages: FeedPage[]) => pages.flatMap((page) => page.value.map((record) => record.ListingKey as string));
const inFeedOrder = (records: Record<string, unknown>[]) =>
  [...records].sort(
    (a, b) =>
      String(a.ModificationTimestamp).localeCompare(String(b.ModificationTimestamp)) ||
      String(a.ListingKey).localeCompare(String(b.ListingKey)),
  );
/** The greatest ModificationTimestamp a walk saw: an importer's cursor. */
const cursorOf = (pages: FeedPage[]) =>
  pages
    .flatMap((page) => page.value.map((record) => record.ModificationTimestamp as string))
    .sort()
    .at(-1)!;

describe('GET /Property', () => {
  it('gives every record in the feed order, with OData context', async () => {
    const { status, body } = await getJson<FeedPage & { '@odata.context': string }>(propertyUrl(mls, { $orderby: ORDER }), token);
    expect(status).toBe(200);
    expect(body['@odata.context']).toBe(`${mls.baseUrl}/$metadata#Property`);
    expect(body.value).toHaveLength(300);
    expect(body['@odata.nextLink']).toBeUndefined();
    expect(body.value).toEqual(inFeedOrder(body.value));
  });

  it('walked by @odata.nextLink, gives every record exactly once, in order', async () => {
    const pages = await walk(propertyUrl(mls, { $top: '37', $orderby: ORDER }), token);
    expect(pages.map((page) => page.value.length)).toEqual([...Array<number>(8).fill(37), 4]);
    const keys = keysOf(pages);
    expect(new Set(keys).size).toBe(300);
    expect(keys).toEqual(inFeedOrder(pages.flatMap((page) => page.value)).map((record) => record.ListingKey));
    for (const page of pages.slice(0, -1)) expect(page['@odata.nextLink']!.startsWith(`${mls.baseUrl}/Property?`)).toBe(true);
  });

  it('gives pages of odd sizes where set, so a short page is not the last', async () => {
    await mls.close();
    mls = await startTestMls({ pageSizes: [7, 100, 3] });
    token = await tokenFor(mls);
    const pages = await walk(propertyUrl(mls, { $top: '50', $filter: "OriginatingSystemName eq 'localmls'" }), token);
    expect(pages.slice(0, 6).map((page) => page.value.length)).toEqual([7, 50, 3, 7, 50, 3]);
    expect(new Set(keysOf(pages)).size).toBe(300);
    expect(keysOf(pages)).toHaveLength(300);
  });

  it('forgets the continuations handed out when told: a stored link answers 410, the query asked again answers', async () => {
    const first = await getJson<FeedPage>(propertyUrl(mls, { $top: '100' }), token);
    const link = first.body['@odata.nextLink']!;
    expect((await getJson(link, token)).status).toBe(200);
    mls.control.forgetContinuations();
    const stale = await getJson<{ error: { code: string; message: string } }>(link, token);
    expect(stale.status).toBe(410);
    expect(stale.body.error).toEqual({ code: 'Gone', message: 'This continuation has expired: start the query again from its first page' });
    expect(keysOf(await walk(propertyUrl(mls, { $top: '100' }), token))).toHaveLength(300);
  });

  it('keeps the filter on every page of a walk', async () => {
    const all = keysOf(await walk(propertyUrl(mls), token));
    const filter = 'ListPrice ge 400000 and MlgCanView eq true';
    const pages = await walk(propertyUrl(mls, { $filter: filter, $top: '10' }), token);
    const prices = pages.flatMap((page) => page.value.map((record) => record.ListPrice as number));
    expect(prices.every((price) => price >= 400_000)).toBe(true);
    expect(prices.length).toBeGreaterThan(30);
    expect(prices.length).toBeLessThan(all.length);
    const { body } = await getJson<FeedPage>(propertyUrl(mls, { $filter: "OriginatingSystemName eq 'another'" }), token);
    expect(body.value).toEqual([]);
  });

  it('gives only the fields $select names', async () => {
    const { body } = await getJson<FeedPage>(propertyUrl(mls, { $select: 'ListingKey,ListPrice', $top: '5' }), token);
    expect(body.value).toHaveLength(5);
    for (const record of body.value) expect(Object.keys(record)).toEqual(['ListingKey', 'ListPrice']);
  });

  it('leaves fields without a value out of the records where set, and sends them as null otherwise', async () => {
    const active = (await getJson<FeedPage>(propertyUrl(mls, { $filter: "StandardStatus eq 'Active'", $top: '1' }), token)).body.value[0]!;
    expect(active).toHaveProperty('ClosePrice', null);
    await mls.close();
    mls = await startTestMls({ omitNullFields: true });
    token = await tokenFor(mls);
    const { body } = await getJson<FeedPage>(
      propertyUrl(mls, { $filter: "StandardStatus eq 'Active'", $select: 'ListingKey,ClosePrice' }),
      token,
    );
    expect(body.value.length).toBeGreaterThan(0);
    for (const record of body.value) expect(Object.keys(record)).toEqual(['ListingKey']);
    const [sold] = mls.control.changeStatuses({
      keys: [mls.control.listings().find((record) => record.StandardStatus === 'Pending')!.ListingKey],
    });
    const { body: one } = await getJson(`${mls.baseUrl}/Property('${sold!.ListingKey}')?$select=ListingKey,ClosePrice`, token);
    expect(one).toMatchObject({ ListingKey: sold!.ListingKey, ClosePrice: sold!.ClosePrice });
  });

  it('gives each record its photos with $expand=Media', async () => {
    const { body } = await getJson<FeedPage>(
      propertyUrl(mls, { $expand: 'Media', $top: '100', $select: 'ListingKey,PhotosCount,PhotosChangeTimestamp' }),
      token,
    );
    expect(body.value).toHaveLength(100);
    for (const record of body.value) {
      const media = record.Media as Record<string, unknown>[];
      expect(media).toHaveLength(record.PhotosCount as number);
      media.forEach((photo, order) => {
        expect(photo).toEqual({
          MediaKey: expect.stringMatching(new RegExp(`^${String(record.ListingKey)}-`)),
          ResourceRecordKey: record.ListingKey,
          MediaURL: expect.stringMatching(new RegExp(`^${mls.url}/media/.+\\.jpg\\?expires=\\d+&signature=`)),
          Order: order,
          MediaCategory: 'Photo',
          ModificationTimestamp: record.PhotosChangeTimestamp,
          ShortDescription: expect.any(String),
        });
      });
    }
  });

  it.each([
    [{ $top: '1001' }, '$top may be at most 1000'],
    [{ $top: '101', $expand: 'Media' }, '$top may be at most 100 with $expand=Media'],
    [{ $top: '0' }, '$top must be a whole number from 1'],
    [{ $orderby: 'ListPrice desc' }, '$orderby: the feed is ordered by ModificationTimestamp asc,ListingKey asc only'],
    [{ $skip: '10' }, '$skip is not supported'],
    [{ $expand: 'Rooms' }, '$expand: only Media'],
    [{ $select: 'ListingKey,Colour' }, '$select: Property has no field Colour'],
    [{ $filter: 'ListPrice gt cheap' }, '$filter: cheap is not a value'],
    [{ $skiptoken: 'forged' }, '$skiptoken is not one this server wrote'],
  ])('refuses %j with a 400 and an OData error', async (query, message) => {
    const { status, body } = await getJson<{ error: { code: string; message: string } }>(propertyUrl(mls, query), token);
    expect(status).toBe(400);
    expect(body.error.code).toBe('BadRequest');
    expect(body.error.message).toContain(message);
  });
});

describe("GET /Property('key')", () => {
  it('gives one record, with $select and $expand, or 404', async () => {
    const key = mls.control.listings()[0]!.ListingKey;
    const { status, body } = await getJson(`${mls.baseUrl}/Property('${key}')?$select=ListingKey,City&$expand=Media`, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      '@odata.context': `${mls.baseUrl}/$metadata#Property/$entity`,
      ListingKey: key,
      City: expect.any(String),
    });
    expect(body.Media).toHaveLength(mls.control.listing(key)!.PhotosCount);
    expect((await getJson(`${mls.baseUrl}/Property('nope')`, token)).status).toBe(404);
  });
});

describe('incremental runs on ModificationTimestamp gt <cursor>', () => {
  it('give exactly the records changed since, each stamped later, even on a clock that stands still', async () => {
    const cursor = cursorOf(await walk(propertyUrl(mls), token));
    const changed = [
      ...mls.control.changePrices({ count: 4 }),
      ...mls.control.changeStatuses({ count: 3 }),
      ...mls.control.withholdAddresses({ count: 2 }),
      ...mls.control.changePhotos({ count: 2 }),
      ...mls.control.addListings(2),
    ];
    const pages = await walk(propertyUrl(mls, { $filter: `ModificationTimestamp gt ${cursor}`, $top: '3' }), token);
    const keys = keysOf(pages);
    expect(new Set(keys)).toEqual(new Set(changed.map((record) => record.ListingKey)));
    expect(keys).toHaveLength(new Set(keys).size);
    const stamps = pages.flatMap((page) => page.value.map((record) => record.ModificationTimestamp as string));
    expect(stamps.every((stamp) => stamp > cursor)).toBe(true);
    expect(new Set(stamps).size).toBe(stamps.length);
    const next = cursorOf(pages);
    expect((await getJson<FeedPage>(propertyUrl(mls, { $filter: `ModificationTimestamp gt ${next}` }), token)).body.value).toEqual([]);
  });

  it('say what changed: a price cut, a step towards a sale, a withheld address', async () => {
    const [cut] = mls.control.changePrices({ count: 1 });
    const before = mls.control.listings().find((record) => record.StandardStatus === 'Pending')!;
    const [closed] = mls.control.changeStatuses({ keys: [before.ListingKey] });
    const [withheld] = mls.control.withholdAddresses({ count: 1 });
    expect(cut!.ListPrice).toBeLessThan(cut!.OriginalListPrice);
    expect(closed).toMatchObject({ StandardStatus: 'Closed', CloseDate: '2026-11-29', ClosePrice: expect.any(Number) });
    expect(withheld!.InternetAddressDisplayYN).toBe(false);
  });

  it('see a record met mid-walk again at the end of the walk, changed', async () => {
    const first = await getJson<FeedPage>(propertyUrl(mls, { $top: '100' }), token);
    const [moved] = mls.control.changePrices({ keys: [first.body.value[0]!.ListingKey as string] });
    const rest = await walk(first.body['@odata.nextLink']!, token);
    const last = rest.at(-1)!.value.at(-1)!;
    expect(last).toMatchObject({ ListingKey: moved!.ListingKey, ListPrice: moved!.ListPrice });
    expect(keysOf([first.body, ...rest])).toHaveLength(301);
  });
});

describe('records turned not viewable (MlgCanView)', () => {
  it('stay in the feed, flagged and stamped, until the retention passes, then leave it', async () => {
    await mls.close();
    mls = await startTestMls({ notViewableRetentionS: 3600, tokenLifetimeS: 86_400 });
    token = await tokenFor(mls);
    const cursor = cursorOf(await walk(propertyUrl(mls), token));
    const [hidden] = mls.control.makeNotViewable({ count: 1 });
    const since = await getJson<FeedPage>(propertyUrl(mls, { $filter: `ModificationTimestamp gt ${cursor}` }), token);
    expect(since.body.value).toEqual([expect.objectContaining({ ListingKey: hidden!.ListingKey, MlgCanView: false })]);
    const viewable = keysOf(await walk(propertyUrl(mls, { $filter: 'MlgCanView eq true' }), token));
    expect(viewable).toHaveLength(299);
    expect(viewable).not.toContain(hidden!.ListingKey);

    mls.control.advanceClock(3599);
    expect(keysOf(await walk(propertyUrl(mls), token))).toContain(hidden!.ListingKey);
    mls.control.advanceClock(1);
    expect(keysOf(await walk(propertyUrl(mls), token))).not.toContain(hidden!.ListingKey);
    expect((await getJson(`${mls.baseUrl}/Property('${hidden!.ListingKey}')`, token)).status).toBe(404);
  });
});

describe('records deleted outright', () => {
  it('leave no trace in an incremental run: only a key reconciliation finds them gone', async () => {
    const cursor = cursorOf(await walk(propertyUrl(mls), token));
    const deleted = mls.control.deleteListings({ count: 2 });
    expect(deleted).toHaveLength(2);
    expect((await getJson<FeedPage>(propertyUrl(mls, { $filter: `ModificationTimestamp gt ${cursor}` }), token)).body.value).toEqual([]);
    const keys = keysOf(await walk(propertyUrl(mls, { $select: 'ListingKey' }), token));
    expect(keys).toHaveLength(298);
    for (const key of deleted) expect(keys).not.toContain(key);
  });
});
