/**
 * The RESO Web API feed of the agency's listings (GET /api/reso/Property) and the keys partners
 * read it with, which admins create and revoke in the dashboard's Settings (docs/product/api.md#reso-feed).
 */
import { boolean, object, type InferType } from 'yup';
import { atMost } from '../shared/textLimits';
import { requiredText } from '../shared/fields';

/** Listings per page: `$top` when the partner sends it, at most `max`. */
export const RESO_PAGE_SIZE = { default: 100, max: 200 } as const;

/** Requests a minute each key may send; the 121st within a minute is answered 429 with Retry-After. */
export const RESO_REQUESTS_PER_MINUTE = 120;

/** How every key begins, so a leaked one is recognisable (secret scanners, logs). */
export const RESO_KEY_PREFIX = 'reso_';

export const RESO_KEY_MESSAGES = {
  name: 'Give the key a name',
  includeOffMarket: 'includeOffMarket must be true or false',
  notFound: 'Key not found',
} as const;

/** POST /api/admin/settings/reso-keys: who the key is for, and whether it sees listings off the market. */
export const resoKeyInputSchema = object({
  name: requiredText(1, RESO_KEY_MESSAGES.name)
    .typeError(RESO_KEY_MESSAGES.name)
    .max(...atMost('name', 'Name')),
  /** Off unless sent as true (a strict schema applies no default: the service reads absent as false). */
  includeOffMarket: boolean().strict().typeError(RESO_KEY_MESSAGES.includeOffMarket),
});

export type ResoKeyInput = InferType<typeof resoKeyInputSchema>;

/** A feed key as admins see it: never the key itself, which is stored only as its SHA-256. */
export interface ResoKey {
  id: string;
  name: string;
  /** Whether it also sees Withdrawn, Expired and Canceled listings. */
  includeOffMarket: boolean;
  createdAt: string;
  /** The admin who created it. */
  createdBy: string | null;
  /** When it last read the feed, to within RESO_KEY_USE_PRECISION_MS; absent until it has. */
  lastUsedAt?: string;
}

/** When a key was last used is written at most this often: a write per read would double the feed's cost. */
export const RESO_KEY_USE_PRECISION_MS = 60 * 60 * 1000;

/** 201 of POST /api/admin/settings/reso-keys: the key, shown this once, and its record. */
export interface NewResoKey {
  key: ResoKey;
  token: string;
}
