import { putRecords, keysOf } from './support/loadRecords';
import { replicationHarness } from './support/replicationHarness';

const h = replicationHarness();
beforeAll(() => h.setup());
beforeEach(() => h.reset());
afterAll(() => h.teardown());

const statuses = () => h.stub.requests.filter(({ path }) => path === '/reso/Property').map(({ status }) => status);

describe('a source that is busy or failing', () => {
  it('is given time: a 429 after its Retry-After, 5xx after exponential back-off with jitter', async () => {
    putRecords(h.stub, 4);
    h.stub.fail({ status: 429, retryAfter: '7' }, { status: 500 }, { status: 503 });
    const run = await h.runOnce();
    expect(run).toMatchObject({ outcome: 'complete', upserts: 4, errors: [] });
    expect(statuses()).toEqual([429, 500, 503, 200, 200, 200]);
    // The pace's half second before the first page; Retry-After's 7 s (more than the jitter's 0.5 s); then half of 2 s and of 4 s.
    expect(h.time.sleeps.slice(0, 4)).toEqual([500, 7000, 1000, 2000]);
    expect(run.requests).toBe(7);
    expect([...(await h.listings()).keys()].sort()).toEqual(keysOf(4));
  });

  it('is given up on after the last try: the run fails, says why, and the next run starts where it stood', async () => {
    putRecords(h.stub, 4);
    h.stub.fail(...Array.from({ length: 6 }, () => ({ status: 500 })));
    const failed = await h.runOnce();
    expect(failed).toMatchObject({ outcome: 'failed', pages: 0, errors: ['/reso/Property: HTTP 500 after 6 tries'] });
    expect(await h.state()).toMatchObject({
      cursor: null,
      lastErrors: [{ at: failed.endedAt, message: '/reso/Property: HTTP 500 after 6 tries' }],
    });
    expect(await h.listings()).toEqual(new Map());
    const next = await h.runOnce();
    expect(next).toMatchObject({ outcome: 'complete', upserts: 4 });
  });

  it('stops at the deadline rather than wait past it', async () => {
    putRecords(h.stub, 4);
    h.stub.fail({ status: 429, retryAfter: '600' });
    const run = await h.runOnce();
    expect(run).toMatchObject({ outcome: 'deadline', pages: 0 });
    expect(h.time.sleeps).not.toContain(600_000);
  });
});

describe('the access token', () => {
  it('renewed once when the source refuses it mid-load', async () => {
    putRecords(h.stub, 8);
    let expired = false;
    h.beforeRequest = (url) => {
      if (!expired && url.includes('skiptoken')) {
        expired = true;
        h.stub.expireTokens();
      }
    };
    const run = await h.runOnce();
    expect(run).toMatchObject({ outcome: 'complete', pages: 3, upserts: 8 });
    expect(h.stub.tokensIssued()).toBe(2);
    expect(statuses()).toEqual([200, 401, 200, 200, 200]);
  });

  it('refused again after its renewal fails the run', async () => {
    putRecords(h.stub, 2);
    h.beforeRequest = (url) => {
      if (url.includes('/reso/')) h.stub.expireTokens();
    };
    const run = await h.runOnce();
    expect(run.outcome).toBe('failed');
    expect(run.errors[0]).toMatch(/^\/reso\/Property: HTTP 401/);
  });

  it('fails the run when the credentials are wrong, naming the answer', async () => {
    putRecords(h.stub, 2);
    const run = await h.runOnce({ credentials: { clientId: 'stub-client', clientSecret: 'wrong' } });
    expect(run).toMatchObject({ outcome: 'failed', pages: 0, errors: ['token: HTTP 401 {"error":"invalid_client"}'] });
    expect(await h.listings()).toEqual(new Map());
  });
});

describe('a page that hangs', () => {
  it('is abandoned at its timeout and asked for again', async () => {
    putRecords(h.stub, 4);
    h.stub.fail('hang');
    const run = await h.runOnce();
    expect(run).toMatchObject({ outcome: 'complete', upserts: 4, errors: [] });
    expect(statuses()).toEqual(['hung', 200, 200, 200]);
    expect([...(await h.listings()).keys()].sort()).toEqual(keysOf(4));
  });
});

describe('the pace', () => {
  it('starts at most requestsPerSecond requests a second, by the clock', async () => {
    putRecords(h.stub, 8);
    await h.runOnce();
    const gaps = h.starts.slice(1).map((start, index) => start - h.starts[index]!);
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(500);
  });

  it('follows the source’s own setting', async () => {
    putRecords(h.stub, 8);
    await h.runOnce({ changes: { requestsPerSecond: 4 } });
    const gaps = h.starts.slice(1).map((start, index) => start - h.starts[index]!);
    expect(Math.min(...gaps)).toBe(250);
  });
});
