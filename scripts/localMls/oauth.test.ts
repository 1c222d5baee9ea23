import { type LocalMls } from './localMls';
import { getJson, propertyUrl, startTestMls, TEST_CLIENT, tokenFor } from './testSupport';

let mls: LocalMls;
beforeEach(async () => {
  mls = await startTestMls({ listings: 20, tokenLifetimeS: 60 });
});
afterEach(() => mls.close());

const postToken = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(mls.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body),
  });

const basic = (id: string, secret: string) => ({ Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });

describe('the token endpoint (OAuth2 client credentials)', () => {
  it('gives a bearer token for the credentials in the form body', async () => {
    const response = await postToken({
      grant_type: 'client_credentials',
      client_id: TEST_CLIENT.clientId,
      client_secret: TEST_CLIENT.clientSecret,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 60 });
  });

  it('gives one for the credentials in HTTP Basic', async () => {
    const response = await postToken({ grant_type: 'client_credentials' }, basic(TEST_CLIENT.clientId, TEST_CLIENT.clientSecret));
    expect(response.status).toBe(200);
    const { access_token: token } = (await response.json()) as { access_token: string };
    expect((await getJson(propertyUrl(mls), token)).status).toBe(200);
  });

  it.each([
    ['a wrong secret', { grant_type: 'client_credentials', client_id: TEST_CLIENT.clientId, client_secret: 'guess' }, {}],
    ['an unknown client', { grant_type: 'client_credentials', client_id: 'someone', client_secret: TEST_CLIENT.clientSecret }, {}],
    ['no credentials', { grant_type: 'client_credentials' }, {}],
    ['a wrong secret in HTTP Basic', { grant_type: 'client_credentials' }, basic(TEST_CLIENT.clientId, 'guess')],
  ])('answers %s with 401 invalid_client', async (_, body, headers) => {
    const response = await postToken(body, headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses another grant type', async () => {
    const response = await postToken({ grant_type: 'password', client_id: TEST_CLIENT.clientId, client_secret: TEST_CLIENT.clientSecret });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('the resource', () => {
  it('answers 401 without a token, or with one it never gave', async () => {
    for (const token of [undefined, 'made-up']) {
      const { status, headers, body } = await getJson(propertyUrl(mls), token);
      expect(status).toBe(401);
      expect(headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_(request|token)"$/);
      expect(body).toMatchObject({ error: { code: 'Unauthorized' } });
    }
  });

  it("takes a token until its lifetime has passed on the server's clock", async () => {
    const token = await tokenFor(mls);
    mls.control.advanceClock(59);
    expect((await getJson(propertyUrl(mls), token)).status).toBe(200);
    mls.control.advanceClock(1);
    const expired = await getJson(propertyUrl(mls), token);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ error: { message: 'The token is expired' } });
    expect((await getJson(propertyUrl(mls), await tokenFor(mls))).status).toBe(200);
  });

  it('gives tokens the lifetime set, and expires every token at once when told', async () => {
    mls.control.setTokenLifetime(5);
    const response = await postToken({
      grant_type: 'client_credentials',
      client_id: TEST_CLIENT.clientId,
      client_secret: TEST_CLIENT.clientSecret,
    });
    expect(await response.json()).toMatchObject({ expires_in: 5 });
    const token = await tokenFor(mls);
    mls.control.expireTokens();
    expect((await getJson(propertyUrl(mls), token)).status).toBe(401);
  });
});
