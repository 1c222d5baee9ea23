import { mlsSourceSchema } from '@estate/domain';
import { accessToken, sourceToken, TOKEN_RENEWAL_MARGIN_MS } from '../../src/mls/accessToken';
import { MlsRequestFailed } from '../../src/mls/mlsErrors';
import type { ResoSender, SourceAnswer } from '../../src/mls/resoSender';
import { virtualClock } from './support/virtualClock';

const answer = (status: number, body: unknown): SourceAnswer => ({
  status,
  body: Buffer.from(JSON.stringify(body)),
  headers: new Headers(),
});

/** A token endpoint that hands out token-1, token-2… for `expiresIn` seconds, and records each form it was sent. */
function tokenEndpoint(expiresIn = 3600) {
  const forms: URLSearchParams[] = [];
  const sender: ResoSender = {
    send: async (_url, init) => {
      forms.push(new URLSearchParams(String(init?.body)));
      return answer(200, { access_token: `token-${forms.length}`, token_type: 'Bearer', expires_in: expiresIn });
    },
  };
  return { forms, sender };
}

const credentials = { clientId: 'site', clientSecret: 's3cret' };

describe('the access token', () => {
  it('is asked for with the client credentials, then kept', async () => {
    const { forms, sender } = tokenEndpoint();
    const token = accessToken('https://mls.example/token', credentials, sender, virtualClock().clock);
    expect(await token.get()).toBe('token-1');
    expect(await token.get()).toBe('token-1');
    expect(forms.map((form) => Object.fromEntries(form))).toEqual([
      { grant_type: 'client_credentials', client_id: 'site', client_secret: 's3cret' },
    ]);
  });

  it('is renewed shortly before it expires', async () => {
    const { forms, sender } = tokenEndpoint(3600);
    const time = virtualClock();
    const token = accessToken('https://mls.example/token', credentials, sender, time.clock);
    await token.get();
    time.advance(3600_000 - TOKEN_RENEWAL_MARGIN_MS - 1);
    expect(await token.get()).toBe('token-1');
    time.advance(1);
    expect(await token.get()).toBe('token-2');
    expect(forms).toHaveLength(2);
  });

  it('lives half its life when it is shorter than the margin', async () => {
    const { sender } = tokenEndpoint(60);
    const time = virtualClock();
    const token = accessToken('https://mls.example/token', credentials, sender, time.clock);
    await token.get();
    time.advance(29_999);
    expect(await token.get()).toBe('token-1');
    time.advance(1);
    expect(await token.get()).toBe('token-2');
  });

  it('is renewed at once when the source refused it', async () => {
    const { sender } = tokenEndpoint();
    const token = accessToken('https://mls.example/token', credentials, sender, virtualClock().clock);
    await token.get();
    expect(await token.renew()).toBe('token-2');
    expect(await token.get()).toBe('token-2');
  });

  it('fails, saying why, on wrong credentials', async () => {
    const sender: ResoSender = { send: async () => answer(401, { error: 'invalid_client' }) };
    const token = accessToken('https://mls.example/token', credentials, sender, virtualClock().clock);
    const failure = await token.get().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MlsRequestFailed);
    expect(failure).toMatchObject({ status: 401, message: 'token: HTTP 401 {"error":"invalid_client"}' });
  });
});

describe('a source’s token', () => {
  const settings = { id: 'cincy', name: 'Cincinnati MLS', baseUrl: 'https://mls.example/odata' };

  it('is its server token, asked for nowhere and never renewed, when it has no token endpoint', async () => {
    const { forms, sender } = tokenEndpoint();
    const token = sourceToken(mlsSourceSchema.validateSync(settings), { token: 'reso_k3y' }, sender, virtualClock().clock);
    expect(await token.get()).toBe('reso_k3y');
    expect(await token.renew()).toBeUndefined();
    expect(forms).toEqual([]);
  });

  it('is OAuth2’s from its token endpoint when it has one', async () => {
    const { forms, sender } = tokenEndpoint();
    const source = mlsSourceSchema.validateSync({ ...settings, tokenUrl: 'https://mls.example/token' });
    expect(await sourceToken(source, credentials, sender, virtualClock().clock).get()).toBe('token-1');
    expect(forms).toHaveLength(1);
  });

  it('fails the run that asks for it when client credentials come without a token endpoint', async () => {
    const { sender } = tokenEndpoint();
    const token = sourceToken(mlsSourceSchema.validateSync(settings), credentials, sender, virtualClock().clock);
    await expect(token.get()).rejects.toThrow('token: client credentials, but the source has no tokenUrl');
  });
});
