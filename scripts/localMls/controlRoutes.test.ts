import { type LocalMls } from './localMls';
import { getJson, propertyUrl, startTestMls, TEST_NOW, tokenFor } from './testSupport';

let mls: LocalMls;
beforeEach(async () => {
  mls = await startTestMls({ listings: 30 });
});
afterEach(() => mls.close());

const post = async (path: string, body?: unknown) => {
  const response = await fetch(`${mls.url}/_control/${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the control surface over HTTP', () => {
  it('tells the state, and sets and moves the clock', async () => {
    expect((await getJson(`${mls.url}/_control/state`)).body).toEqual({
      now: TEST_NOW.toISOString(),
      clockFrozen: true,
      listings: 30,
      notViewable: 0,
      faults: [],
      hungRequests: 0,
      requests: 0,
    });
    expect((await post('clock', { set: '2027-01-01T00:00:00Z' })).body.now).toBe('2027-01-01T00:00:00.000Z');
    expect((await post('clock', { advanceSeconds: 90 })).body.now).toBe('2027-01-01T00:01:30.000Z');
    expect((await post('clock', { frozen: false })).body.clockFrozen).toBe(false);
  });

  it('changes, hides, withholds, deletes, adds and shows listings', async () => {
    const prices = await post('listings/prices', { count: 3 });
    expect(prices.body.listings).toHaveLength(3);
    const [key, other, third] = mls.control.listings().map((record) => record.ListingKey);
    expect((await post('listings/not-viewable', { keys: [key] })).body.listings).toEqual([expect.objectContaining({ MlgCanView: false })]);
    expect((await post('listings/withhold-address', { keys: [other] })).body.listings).toEqual([
      expect.objectContaining({ InternetAddressDisplayYN: false }),
    ]);
    expect((await post('listings/withhold-listing', { keys: [other] })).body.listings).toEqual([
      expect.objectContaining({ InternetEntireListingDisplayYN: false }),
    ]);
    expect((await post('listings/update', { key: third, fields: { ListPrice: 123_400 } })).body.listing).toMatchObject({
      ListPrice: 123_400,
    });
    expect((await getJson(`${mls.url}/_control/listings/${third}`)).body).toMatchObject({ ListingKey: third, ListPrice: 123_400 });
    expect((await post('listings/delete', { keys: [third] })).body).toEqual({ deleted: [third] });
    expect((await getJson(`${mls.url}/_control/listings/${third}`)).status).toBe(404);
    expect((await post('listings/add', { count: 2 })).body.listings).toHaveLength(2);
    expect((await post('listings/statuses', { count: 1 })).body.listings).toHaveLength(1);
    expect((await post('listings/photos', { count: 1 })).body.listings).toHaveLength(1);
    expect((await getJson(`${mls.url}/_control/state`)).body).toMatchObject({ listings: 31, notViewable: 1 });
  });

  it('sets faults, expires tokens and shows the request log', async () => {
    const token = await tokenFor(mls);
    expect((await post('faults', { kind: 'tooManyRequests', retryAfterS: 3 })).body.faults).toEqual([
      { kind: 'tooManyRequests', target: 'api', count: 1, afterRequests: 0, retryAfterS: 3 },
    ]);
    expect((await getJson(propertyUrl(mls), token)).status).toBe(429);
    await post('tokens/expire');
    expect((await getJson(propertyUrl(mls), token)).status).toBe(401);
    const { body } = await getJson<{ requests: { status: number }[] }>(`${mls.url}/_control/requests`);
    expect(body.requests.map((request) => request.status)).toEqual([200, 429, 401]);
    expect((await fetch(`${mls.url}/_control/requests`, { method: 'DELETE' })).status).toBe(200);
    expect((await getJson<{ requests: unknown[] }>(`${mls.url}/_control/requests`)).body.requests).toEqual([]);
  });

  it('forgets the continuations handed out', async () => {
    const token = await tokenFor(mls);
    const { body } = await getJson<{ '@odata.nextLink': string }>(propertyUrl(mls, { $top: '10' }), token);
    expect(await post('continuations/forget')).toEqual({ status: 200, body: {} });
    expect((await getJson(body['@odata.nextLink'], token)).status).toBe(410);
  });

  it('refuses what it does not know or understand', async () => {
    expect((await post('listings/explode')).status).toBe(404);
    expect(await post('faults', { kind: 'meteor' })).toEqual({
      status: 400,
      body: { error: expect.stringContaining('No fault is called meteor') },
    });
    const broken = await fetch(`${mls.url}/_control/clock`, { method: 'POST', body: '{' });
    expect(broken.status).toBe(400);
    expect(await post('listings/prices', { keys: ['nope'] })).toEqual({
      status: 400,
      body: { error: 'No listing has the ListingKey nope' },
    });
  });
});
