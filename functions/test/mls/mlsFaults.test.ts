import { waitUntil } from '../support/waitUntil';
import { replicationHarness } from './support/replicationHarness';
import { keysOf } from './support/testListings';

const h = replicationHarness();
beforeEach(() => h.reset());
afterAll(() => h.teardown());

/** What the feed answered each request, oldest first; undefined for one never answered (abandoned while it hung). */
const statuses = () => h.requests().map(({ status }) => status);

describe('a source that is busy or failing', () => {
  it('is given time: a 429 after its Retry-After, 5xx after exponential back-off with jitter', async () => {
    const mls = await h.start(4);
    mls.control.injectFault({ kind: 'tooManyRequests', retryAfterS: 7 });
    mls.control.injectFault({ kind: 'serverError', count: 2 });
    const run = await h.runOnce();
    expect(run).toMatchObject({ outcome: 'complete', upserts: 4, errors: [] });
    expect(statuses()).toEqual([429, 500, 500, 200, 200, 200]);
    // The pace's half second before the first page; Retry-After's 7 s (more than the jitter's 0.5 s); then half of 2 s and of 4 s.
    expect(h.time.sleeps.slice(0, 4)).toEqual([500, 7000, 1000, 2000]);
    expect(run.requests).toBe(7);
    expect(await h.storedKeys()).toEqual(keysOf(h.feed()));
  });

  it('is given up on after the last try: the run fails, says why, and the next run starts where it stood', async () => {
    const mls = await h.start(4);
    mls.control.injectFault({ kind: 'serverError', count: 6 });
    const failed = await h.runOnce();
    expect(failed).toMatchObject({ outcome: 'failed', pages: 0, errors: ['/odata/Property: HTTP 500 after 6 tries'] });
    expect(await h.state()).toMatchObject({
      cursor: null,
      lastErrors: [{ at: failed.endedAt, message: '/odata/Property: HTTP 500 after 6 tries' }],
    });
    expect(await h.listings()).toEqual(new Map());
    const next = await h.runOnce();
    expect(next).toMatchObject({ outcome: 'complete', upserts: 4 });
  });

  it('stops at the deadline rather than wait past it', async () => {
    const mls = await h.start(4);
    mls.control.injectFault({ kind: 'tooManyRequests', retryAfterS: 600 });
    const run = await h.runOnce();
    expect(run).toMatchObject({ outcome: 'deadline', pages: 0 });
    expect(h.time.sleeps).not.toContain(600_000);
  });
});

describe('the access token', () => {
  it('renewed once when the source refuses it mid-load', async () => {
    const mls = await h.start(8);
    // Every token expires as the second page is asked for.
    mls.control.injectFault({ kind: 'expireTokens', afterRequests: 1 });
    const run = await h.runOnce();
    expect(run).toMatchObject({ outcome: 'complete', pages: 3, upserts: 8 });
    expect(h.requests('token')).toHaveLength(2);
    expect(statuses()).toEqual([200, 401, 200, 200, 200]);
  });

  it('refused again after its renewal fails the run', async () => {
    const mls = await h.start(2);
    mls.control.injectFault({ kind: 'expireTokens', count: 2 });
    const run = await h.runOnce();
    expect(run.outcome).toBe('failed');
    expect(run.errors[0]).toMatch(/^\/odata\/Property: HTTP 401/);
    expect(h.requests('token')).toHaveLength(2);
  });

  it('fails the run when the credentials are wrong, naming the answer', async () => {
    await h.start(2);
    const run = await h.runOnce({ credentials: { clientId: 'test-client', clientSecret: 'wrong' } });
    expect(run).toMatchObject({
      outcome: 'failed',
      pages: 0,
      errors: ['token: HTTP 401 {"error":"invalid_client","error_description":"Unknown client or wrong secret"}'],
    });
    expect(await h.listings()).toEqual(new Map());
  });
});

describe('a page that hangs', () => {
  it('is abandoned at its timeout and asked for again', async () => {
    const mls = await h.start(4);
    mls.control.injectFault({ kind: 'hang' });
    const running = h.runOnce();
    // The request's timeout fires on the replication's clock once the page is held, whatever the machine's speed.
    await waitUntil('the page to hang', async () => mls.control.state().hungRequests === 1);
    h.time.expireTimeouts();
    const run = await running;
    expect(run).toMatchObject({ outcome: 'complete', upserts: 4, errors: [] });
    expect(statuses()).toEqual([undefined, 200, 200, 200]);
    expect(await h.storedKeys()).toEqual(keysOf(h.feed()));
  });
});

describe('the pace', () => {
  it('starts at most requestsPerSecond requests a second, by the clock', async () => {
    await h.start(8);
    await h.runOnce();
    const gaps = h.starts.slice(1).map((start, index) => start - h.starts[index]!);
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(500);
  });

  it('follows the source’s own setting', async () => {
    await h.start(8);
    await h.runOnce({ changes: { requestsPerSecond: 4 } });
    const gaps = h.starts.slice(1).map((start, index) => start - h.starts[index]!);
    expect(Math.min(...gaps)).toBe(250);
  });

  it('keeps one request under way at a time', async () => {
    await h.start(8);
    await h.runOnce();
    expect(h.mls.control.requests().map(({ inFlight }) => inFlight)).toEqual(h.mls.control.requests().map(() => 1));
  });
});
