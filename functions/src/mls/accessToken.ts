import type { MlsCredentials } from '@estate/domain';
import type { MlsClock } from './mlsClock';
import { MlsRequestFailed } from './mlsErrors';
import type { ResoSender } from './resoSender';

/** A token is renewed this long before the source says it expires, so none expires on its way to the source. */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;

interface TokenAnswer {
  access_token?: unknown;
  expires_in?: unknown;
}

/**
 * A source's OAuth2 access token (client credentials): asked for once, kept, and asked for again
 * shortly before it expires, or at once when the source refuses it (`renew`, on a 401).
 */
export function accessToken(tokenUrl: string, credentials: MlsCredentials, sender: ResoSender, clock: MlsClock) {
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
    /** The kept token, or a new one when it is due for renewal. */
    get: async () => (current && clock.now() < current.renewAt ? current.token : ask()),
    /** A new token whatever the kept one's expiry: the source refused it. */
    renew: () => ask(),
  };
}

export type AccessToken = ReturnType<typeof accessToken>;
