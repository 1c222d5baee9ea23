import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Clock } from './clock';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export type TokenCheck = 'valid' | 'missing' | 'unknown' | 'expired';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * OAuth2 client credentials: one client, tokens that live `lifetimeS` seconds on the server's
 * clock. Expiring them all is how a test makes a token expire in the middle of a load.
 */
export class AccessTokens {
  private readonly expiresAt = new Map<string, number>();

  constructor(
    private readonly client: ClientCredentials,
    private readonly clock: Clock,
    private lifetimeS: number,
  ) {}

  /** A new token for the right credentials, or undefined. */
  issue(credentials: Partial<ClientCredentials>): { token: string; expiresInS: number } | undefined {
    const { clientId = '', clientSecret = '' } = credentials;
    if (!same(clientId, this.client.clientId) || !same(clientSecret, this.client.clientSecret)) return undefined;
    const token = randomBytes(24).toString('base64url');
    this.expiresAt.set(token, this.clock.now().getTime() + this.lifetimeS * 1000);
    return { token, expiresInS: this.lifetimeS };
  }

  check(token: string | undefined): TokenCheck {
    if (token === undefined) return 'missing';
    const expiresAt = this.expiresAt.get(token);
    if (expiresAt === undefined) return 'unknown';
    return expiresAt > this.clock.now().getTime() ? 'valid' : 'expired';
  }

  /** Every token issued so far expires now. */
  expireAll(): void {
    const now = this.clock.now().getTime();
    for (const token of this.expiresAt.keys()) this.expiresAt.set(token, now);
  }

  /** How long the tokens issued from now on live. */
  setLifetime(seconds: number): void {
    this.lifetimeS = seconds;
  }
}
