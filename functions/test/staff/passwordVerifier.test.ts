import { identityToolkitVerifier, VERIFY_TIMEOUT_MS } from '../../src/staff/passwordVerifier';
import { HttpError } from '../../src/platform/httpError';
import { isUnavailable } from '../../src/platform/deadlines';

const logger = { error: jest.fn() };
const verifier = identityToolkitVerifier({ apiKey: () => 'test-key', emulatorHost: 'localhost:9099', logger });
const answer = (status: number, body: unknown) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => jest.restoreAllMocks());

describe('the password check (Identity Toolkit signInWithPassword)', () => {
  it('answers the ID token for a right password and null for a wrong one', async () => {
    answer(200, { idToken: 'token-1' });
    await expect(verifier.verify('admin@queencityestates.com', 'right')).resolves.toBe('token-1');
    answer(400, { error: { message: 'INVALID_LOGIN_CREDENTIALS' } });
    await expect(verifier.verify('admin@queencityestates.com', 'wrong')).resolves.toBeNull();
  });

  it('refuses sign-in with a 503 and logs why when the Web API key is not set, without calling Identity Toolkit', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    const unconfigured = identityToolkitVerifier({ apiKey: () => '', logger });
    const failure = await unconfigured.verify('admin@queencityestates.com', 'any').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 503, message: 'Sign-in is unavailable right now. Please try again shortly.' });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('WEB_API_KEY is not set'), {});
    expect(fetch).not.toHaveBeenCalled();
  });

  it("turns Identity Toolkit's lock-out of the account into a 429, not a fault", async () => {
    answer(400, { error: { message: 'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled' } });
    const failure = await verifier.verify('admin@queencityestates.com', 'wrong').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 429, message: 'Too many sign-in attempts for this account. Please try again later.' });
  });

  it('takes Identity Toolkit out of reach (no connection, or one cut before the answer) for an outage, a 503, not a fault', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValue(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9099') }));
    const failure = await verifier.verify('admin@queencityestates.com', 'any').catch((error: unknown) => error);
    expect(isUnavailable(failure)).toBe(true);
  });

  it(`gives up after ${VERIFY_TIMEOUT_MS} ms with a 503`, async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation((_url, init) =>
      // Rejects the way fetch does when its timeout signal has fired.
      Promise.reject(init?.signal?.aborted ? (init.signal.reason as Error) : new Error('the test expected a fired signal')),
    );
    const timeout = jest
      .spyOn(AbortSignal, 'timeout')
      .mockImplementation(() => AbortSignal.abort(new DOMException('timed out', 'TimeoutError')));
    const failure = await verifier.verify('admin@queencityestates.com', 'any').catch((error: unknown) => error);
    expect(timeout).toHaveBeenCalledWith(VERIFY_TIMEOUT_MS);
    expect(fetch).toHaveBeenCalled();
    expect(failure).toMatchObject({ status: 503, message: 'Sign-in is unavailable right now. Please try again shortly.' });
  });
});
