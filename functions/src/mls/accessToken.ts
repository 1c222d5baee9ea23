import type { MlsClientCredentials, MlsCredentials, MlsSource } from '@estate/domain';
import type { MlsClock } from './mlsClock';
import { MlsRequestFailed } from './mlsErrors';
import type { ResoSender } from './resoSender';

/** A token is renewed this long before the source says it expires, so none expires on its way to the source. */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;

interface TokenAnswer {
  access_token?: unknown;
  expires_in?: unknown;
}

/** The bearer token a source's requests carry. */
export interface AccessToken {
  /** The kept token, or a new one when it is due for renewal. */
  get(): Promise<string>;
  /** A new token whatever the kept one's expiry (the source refused it); undefined when there is no other to have. */
  renew(): Promise<string | undefined>;
}

/**
 * A source's OAuth2 access token (client credentials): asked for once, kept, and asked for again
 * shortly before it expires, or at once when the source refuses it (`renew`, on a 401).
 */
export function accessToken(tokenUrl: string, credentials: MlsClientCredentials, sender: ResoSender, clock: MlsClock): AccessToken {
  let current: { token: string; renewAt: number } | undefined;

  async function ask(): Promise<string> {
    const answer = await sender.send(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      }).toString(),
    });
    if (answer.status !== 200)
      throw new MlsRequestFailed(`token: HTTP ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`, answer.status);
    const { access_token: token, expires_in: expiresIn } = JSON.parse(answer.body.toString('utf8')) as TokenAnswer;
    if (typeof token !== 'string' || token === '') throw new MlsRequestFailed('token: the answer has no access_token');
    const lifetimeMs = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn * 1000 : 0;
    // A short-lived token is renewed at half its life rather than never used.
    const margin = Math.min(TOKEN_RENEWAL_MARGIN_MS, lifetimeMs / 2);
    current = { token, renewAt: clock.now() + lifetimeMs - margin };
    return token;
  }

  return {
    get: async () => (current && clock.now() < current.renewAt ? current.token : ask()),
    renew: () => ask(),
  };
}

/** A server token (Bridge's, Spark's, the agency feed's key): the one token the source gave, with nothing to renew it with. */
export const serverToken = (token: string): AccessToken => ({
  get: async () => token,
  renew: async () => undefined,
});

/**
 * The token of a source: OAuth2 client credentials' when it has a token endpoint, else its server
 * token. MLS_CREDENTIALS is read to fit the source (mlsSettings.ts); credentials that do not fit
 * fail the run that asks for a token, as wrong ones do.
 */
export function sourceToken(source: MlsSource, credentials: MlsCredentials, sender: ResoSender, clock: MlsClock): AccessToken {
  if ('token' in credentials) return serverToken(credentials.token);
  if (source.tokenUrl !== undefined) return accessToken(source.tokenUrl, credentials, sender, clock);
  const refused = () => Promise.reject(new MlsRequestFailed('token: client credentials, but the source has no tokenUrl'));
  return { get: refused, renew: refused };
}
