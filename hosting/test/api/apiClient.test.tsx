import { APP_CHECK_HEADER, APP_CHECK_REFUSALS, APP_CHECK_TEXTS } from '@estate/domain';
import { apiCall, ApiRequestError, errorMessage, getJson, isAppCheckRefused, sendJson } from '@/api/client';
import { FAKE_APP_CHECK_TOKENS } from '../support/fakeAppCheck';

afterEach(() => jest.restoreAllMocks());

/** fetch answers `response` once; the test keeps it to see whether its body was read. */
function answer(response: Response) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(response);
  return response;
}

describe('the API client reads or cancels every body it receives (an unread one keeps the request open)', () => {
  it('cancels the body of a 401 it answers null for', async () => {
    const response = answer(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getJson('/api/user', { nullOn401: true })).resolves.toBeNull();
    expect(response.bodyUsed).toBe(true);
  });

  it('cancels the body of a call whose answer only matters by its status', async () => {
    const response = answer(new Response('{"id":"lead-1"}', { status: 201 }));
    await expect(apiCall('POST', '/api/leads', { name: 'Avery' })).resolves.toBeUndefined();
    expect(response.bodyUsed).toBe(true);
  });

  it("reads a failure's body for the server's message", async () => {
    const response = answer(new Response('{"message":"Too many requests"}', { status: 429, statusText: 'Too Many Requests' }));
    const failure = await apiCall('POST', '/api/leads', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).serverMessage).toBe('Too many requests');
    expect(response.bodyUsed).toBe(true);
  });
});

describe("a visitor's form call (App Check, docs/product/leads.md#app-check)", () => {
  const appCheckOf = (fetch: jest.SpyInstance, call: number) =>
    new Headers((fetch.mock.calls[call] as Parameters<typeof globalThis.fetch>)[1]?.headers).get(APP_CHECK_HEADER);
  const refusal = (code: string) => new Response(JSON.stringify({ message: APP_CHECK_TEXTS.refused, code }), { status: 401 });

  it('carries the App Check token; any other call carries none', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"id":"lead-1"}', { status: 201 }));
    await apiCall('POST', '/api/leads', { name: 'Avery' }, { headers: { 'Idempotency-Key': 'k' }, appCheck: true });
    await apiCall('POST', '/api/logout');
    expect(appCheckOf(fetch, 0)).toBe(FAKE_APP_CHECK_TOKENS.kept);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Idempotency-Key')).toBe('k');
    expect(appCheckOf(fetch, 1)).toBeNull();
  });

  it('sends once more with a fresh token when the API refuses the token, and raises a second refusal', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(refusal(APP_CHECK_REFUSALS.expired))
      .mockResolvedValueOnce(new Response('{"message":"ok"}', { status: 200 }))
      .mockResolvedValueOnce(refusal(APP_CHECK_REFUSALS.invalid))
      .mockResolvedValueOnce(refusal(APP_CHECK_REFUSALS.invalid));
    await expect(sendJson('POST', '/api/account/sign-in-link', { email: 'a@example.com' }, { appCheck: true })).resolves.toEqual({
      message: 'ok',
    });
    expect([appCheckOf(fetch, 0), appCheckOf(fetch, 1)]).toEqual([FAKE_APP_CHECK_TOKENS.kept, FAKE_APP_CHECK_TOKENS.fresh]);

    const failure = await sendJson('POST', '/api/feedback?token=t', { rating: 5 }, { appCheck: true }).catch((error: unknown) => error);
    expect(isAppCheckRefused(failure)).toBe(true);
    expect(errorMessage(failure, 'fallback')).toBe(APP_CHECK_TEXTS.refused);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('does not send again for any other refusal', async () => {
    const fetch = answer(
      new Response(JSON.stringify({ message: 'Sign in as staff, or scan the QR code at the door, to check in' }), { status: 401 }),
    );
    const failure = await apiCall('POST', '/api/open-houses/oh/check-ins', {}, { appCheck: true }).catch((error: unknown) => error);
    expect(isAppCheckRefused(failure)).toBe(false);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(fetch.bodyUsed).toBe(true);
  });
});
