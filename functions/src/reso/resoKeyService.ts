import { createHash, randomBytes } from 'node:crypto';
import {
  PUBLIC_STATUSES,
  RESO_KEY_MESSAGES,
  RESO_KEY_PREFIX,
  RESO_KEY_USE_PRECISION_MS,
  STANDARD_STATUSES,
  type ListingReader,
  type NewResoKey,
  type ResoKey,
  type ResoKeyInput,
  type StandardStatus,
} from '@estate/domain';
import { notFound } from '../platform';
import { ODataError } from './odataError';
import type { ResoKeyRepository } from './resoKeyRepository';

/** What a request with a valid key may read. */
export interface ResoKeyGrant {
  /** The key's id (its hash): what its requests are counted by. */
  id: string;
  /** The statuses its listings may have: the public ones, and off the market too when the key says so. */
  statuses: readonly StandardStatus[];
  /** Who the key is to the listing gate: a partner's feed, with or without off-market listings. */
  reader: ListingReader;
}

/** A key's 32 random bytes, base64url, after the prefix. */
const KEY_BYTES = 32;
const KEY_SHAPE = new RegExp(`^${RESO_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

export const RESO_UNAUTHORIZED = {
  missing: 'This feed needs a key: send it as Authorization: Bearer <key> (an admin creates keys in the dashboard’s Settings)',
  invalid: 'This key is not valid: it was revoked, or never issued',
} as const;

/** What is stored of a key: its SHA-256, in hex. A 256-bit random key needs no slow hash. */
export const resoKeyHash = (token: string) => createHash('sha256').update(token).digest('hex');

const unauthorized = (message: string) => new ODataError(401, 'Unauthorized', message);

/** The feed's keys: admins create and revoke them; every feed request is checked against them. */
export function resoKeyService(keys: ResoKeyRepository, { now = () => new Date(), random = (size: number) => randomBytes(size) } = {}) {
  return {
    list: (): Promise<ResoKey[]> => keys.list(),

    /** A new key, shown this once: only its hash is kept. */
    async create({ name, includeOffMarket }: ResoKeyInput, createdBy: string | null): Promise<NewResoKey> {
      const token = `${RESO_KEY_PREFIX}${random(KEY_BYTES).toString('base64url')}`;
      const key = await keys.create(resoKeyHash(token), { name, includeOffMarket: includeOffMarket === true, createdBy });
      return { key, token };
    },

    /** Revokes a key: its next request is refused. */
    async revoke(id: string): Promise<void> {
      if (!(await keys.remove(id))) throw notFound(RESO_KEY_MESSAGES.notFound);
    },

    /** What the key of a request may read, or a 401 when there is none or it is not valid. */
    async authenticate(token: string | undefined): Promise<ResoKeyGrant> {
      if (!token) throw unauthorized(RESO_UNAUTHORIZED.missing);
      // A string that cannot be a key costs no read.
      if (!KEY_SHAPE.test(token)) throw unauthorized(RESO_UNAUTHORIZED.invalid);
      const id = resoKeyHash(token);
      const key = await keys.find(id);
      if (!key) throw unauthorized(RESO_UNAUTHORIZED.invalid);
      const at = now();
      // Written at most once an hour: a write per read would double what the feed costs.
      if (!key.lastUsedAt || at.getTime() - Date.parse(key.lastUsedAt) >= RESO_KEY_USE_PRECISION_MS) await keys.markUsed(id, at);
      const offMarket = key.includeOffMarket === true;
      return { id, statuses: offMarket ? STANDARD_STATUSES : PUBLIC_STATUSES, reader: { kind: 'feed', offMarket } };
    },
  };
}

export type ResoKeyService = ReturnType<typeof resoKeyService>;
