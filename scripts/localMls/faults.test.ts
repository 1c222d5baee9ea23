import { type LocalMls } from './localMls';
import { type Answer, type FeedPage, getJson, propertyUrl, startTestMls, TEST_CLIENT, tokenFor } from './testSupport';

let mls: LocalMls;
let token: string;
beforeEach(async () => {
  mls = await startTestMls({ listings: 50 });
  token = await tokenFor(mls);
  mls.control.clearRequests();
});
afterEach(() => mls.close());

const statusOf = async (url: string, bearer = token) => (await fetch(url, { headers: { Authorization: `Bearer ${bearer}` } })).status;

/** Resolves once `condition` holds, asking every few milliseconds: no deadline but the test runner's. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('fault switches', () => {
  it('answers the next request 429 with Retry-After, then as usual', async () => {
    mls.control.injectFault({ kind: 'tooManyRequests', retryAfterS: 7 });
    const limited = await getJson<{ error: { code: string } }>(propertyUrl(mls), token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.body.error.code).toBe('TooManyRequests');
    expect(await statusOf(propertyUrl(mls))).toBe(200);
  });

  it('answers 500 to as many requests as asked, after the ones to let through', async () => {
    mls.control.injectFault({ kind: 'serverError', count: 2, afterRequests: 1 });
    const statuses = [];
    for (let request = 0; request < 4; request++) statuses.push(await statusOf(propertyUrl(mls)));
    expect(statuses).toEqual([200, 500, 500, 200]);
    expect(mls.control.state().faults).toEqual([]);
  });

  it('applies faults of one target in the order added, and leaves the other targets alone', async () => {
    mls.control.injectFault({ kind: 'serverError', target: 'token' });
    mls.control.injectFault({ kind: 'tooManyRequests', target: 'token' });
    expect(await statusOf(propertyUrl(mls))).toBe(200);
    const form = { grant_type: 'client_credentials', client_id: TEST_CLIENT.clientId, client_secret: TEST_CLIENT.clientSecret };
    const post = async () => (await fetch(mls.tokenUrl, { method: 'POST', body: new URLSearchParams(form) })).status;
    expect([await post(), await post(), await post()]).toEqual([500, 429, 200]);
    mls.control.injectFault({ kind: 'serverError', count: 5 });
    mls.control.clearFaults();
    expect(await statusOf(propertyUrl(mls))).toBe(200);
  });

  it('expires every token in the middle of a load; a new token finishes it with nothing lost', async () => {
    mls.control.injectFault({ kind: 'expireTokens', afterRequests: 2 });
    let bearer = token;
    let renewals = 0;
    const keys: unknown[] = [];
    for (let next: string | undefined = propertyUrl(mls, { $top: '10' }); next !== undefined;) {
      const { status, body }: Answer<FeedPage> = await getJson<FeedPage>(next, bearer);
      if (status === 401) {
        bearer = await tokenFor(mls);
        renewals++;
        continue;
      }
      keys.push(...body.value.map((record) => record.ListingKey));
      next = body['@odata.nextLink'];
    }
    expect(renewals).toBe(1);
    expect(keys).toHaveLength(50);
    expect(new Set(keys).size).toBe(50);
    const api = mls.control.requests().filter((request) => request.target === 'api');
    expect(api.map((request) => request.status)).toEqual([200, 200, 401, 200, 200, 200]);
  });

  it('holds a hung request unanswered until released, then answers it', async () => {
    mls.control.injectFault({ kind: 'hang' });
    const hung = statusOf(propertyUrl(mls));
    await until(() => mls.control.state().hungRequests === 1);
    expect(await statusOf(propertyUrl(mls))).toBe(200);
    expect(mls.control.requests().map((request) => request.status)).toEqual([undefined, 200]);
    expect(mls.control.releaseHung()).toBe(1);
    expect(await hung).toBe(200);
    expect(mls.control.requests().map((request) => request.status)).toEqual([200, 200]);
  });

  it('lets a client give up on a hung request, and closes with one held', async () => {
    mls.control.injectFault({ kind: 'hang', count: 2 });
    const abort = new AbortController();
    const givenUp = fetch(propertyUrl(mls), { headers: { Authorization: `Bearer ${token}` }, signal: abort.signal }).catch(
      (error: Error) => error.name,
    );
    await until(() => mls.control.state().hungRequests === 1);
    abort.abort();
    expect(await givenUp).toBe('AbortError');
    await until(() => mls.control.state().hungRequests === 0);
    expect(mls.control.requests()[0]!.status).toBeUndefined();
    const held = fetch(propertyUrl(mls), { headers: { Authorization: `Bearer ${token}` } }).catch((error: Error) => error.name);
    await until(() => mls.control.state().hungRequests === 1);
    await mls.close();
    expect(await held).toBe('TypeError');
  });
});

describe('the request log', () => {
  it('records each request: when, what, its target, how many were in flight, and its answer', async () => {
    const url = propertyUrl(mls, { $top: '5' });
    await statusOf(url);
    await statusOf(url, 'made-up');
    await tokenFor(mls);
    const requests = mls.control.requests();
    expect(requests).toEqual([
      { receivedAtMs: expect.any(Number), method: 'GET', path: '/odata/Property?%24top=5', target: 'api', inFlight: 1, status: 200 },
      { receivedAtMs: expect.any(Number), method: 'GET', path: '/odata/Property?%24top=5', target: 'api', inFlight: 1, status: 401 },
      { receivedAtMs: expect.any(Number), method: 'POST', path: '/oauth2/token', target: 'token', inFlight: 1, status: 200 },
    ]);
    expect(requests[1]!.receivedAtMs).toBeGreaterThanOrEqual(requests[0]!.receivedAtMs);
    mls.control.clearRequests();
    mls.control.injectFault({ kind: 'hang' });
    const hung = statusOf(url);
    await until(() => mls.control.state().hungRequests === 1);
    await statusOf(url);
    expect(mls.control.requests().map((request) => request.inFlight)).toEqual([1, 2]);
    mls.control.releaseHung();
    await hung;
    mls.control.clearRequests();
    expect(mls.control.requests()).toEqual([]);
  });
});
