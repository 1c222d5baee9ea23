/**
 * A RESO Web API source the site replicates MLS listings from (docs/product/mls.md#sources): its
 * settings, which are not secret (the MLS_SOURCES parameter), and its credentials, which are
 * (the MLS_CREDENTIALS secret, keyed by the source's id): OAuth2 client credentials, or the
 * server token of a source that has no token endpoint.
 */
import { array, mixed, number, object, string, type InferType } from 'yup';
import { PROPERTY_TYPES, type PropertyType } from '../listings/propertyTypes';

/** The largest page a source is asked for: MLS Grid serves at most 1,000 records a page without Media, 100 with it. */
export const MLS_PAGE_SIZE_MAX = 1000;

/**
 * The orders a source can be asked to read in (`$orderby`). Both put the oldest change first, which
 * the cursor needs; the first breaks ties by ListingKey, as MLS Grid and Trestle advise, the second
 * is for a source that orders by one field only (the agency's own feed), whose continuation breaks
 * the ties itself.
 */
export const MLS_ORDERS = ['ModificationTimestamp asc,ListingKey asc', 'ModificationTimestamp asc'] as const;
export type MlsOrder = (typeof MLS_ORDERS)[number];

/**
 * What a source's settings default to: MLS Grid's documented limits (2 requests a second, one at a
 * time; 100 records a page with Media, 1,000 without) and the order it advises.
 */
export const MLS_SOURCE_DEFAULTS = {
  pageSize: 100,
  keysPageSize: MLS_PAGE_SIZE_MAX,
  orderBy: MLS_ORDERS[0],
  requestsPerSecond: 2,
  maxInFlight: 1,
} as const;

/** How a source's rules let a sold listing be shown: not at all (its page goes 404), or with its sale. */
export const MLS_SOLD_DISPLAY = ['hidden', 'shown'] as const;
export type MlsSoldDisplay = (typeof MLS_SOLD_DISPLAY)[number];

/** http:// or https:// and a host (the domain package has no URL parser: it runs in the browser and on the server alike). */
const HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

const httpUrl = (name: string) => string().required(`${name} is required`).matches(HTTP_URL, `${name} must be an http(s) URL`);

/** A source's id: 1 to 40 lower-case letters, digits or hyphens. */
export const MLS_SOURCE_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** One source's settings. Its id names its documents (`mlsSources/{id}`, `mlsListings/{id}_{ListingKey}`): short, lower case. */
export const mlsSourceSchema = object({
  id: string().required('id is required').matches(MLS_SOURCE_ID, 'id must be 1 to 40 lower-case letters, digits or hyphens'),
  name: string().required('name is required'),
  /**
   * The OAuth2 token endpoint (client credentials). Absent: the source gives a static bearer token
   * instead (Bridge's and Spark's server token; the agency's own feed's key), in MLS_CREDENTIALS.
   */
  tokenUrl: string().optional().matches(HTTP_URL, 'tokenUrl must be an http(s) URL'),
  /** The RESO Web API's root: `{baseUrl}/Property`. */
  baseUrl: httpUrl('baseUrl'),
  /** The one `OriginatingSystemName` asked for (an MLS Grid feed carries several MLSs); absent: the feed is one MLS's, asked for whole. */
  originatingSystemName: string().optional(),
  pageSize: number().integer().min(1).max(MLS_PAGE_SIZE_MAX).default(MLS_SOURCE_DEFAULTS.pageSize),
  /** Keys a page of the key reconciliation asks for (`$select=ListingKey`): MLS Grid's largest page without Media unless set. */
  keysPageSize: number().integer().min(1).max(MLS_PAGE_SIZE_MAX).default(MLS_SOURCE_DEFAULTS.keysPageSize),
  orderBy: mixed<MlsOrder>()
    .oneOf(MLS_ORDERS, `orderBy must be one of: ${MLS_ORDERS.join(' | ')}`)
    .default(MLS_SOURCE_DEFAULTS.orderBy),
  requestsPerSecond: number().positive().max(20).default(MLS_SOURCE_DEFAULTS.requestsPerSecond),
  /** Requests under way at once: one, as MLS Grid requires. */
  maxInFlight: number().oneOf([MLS_SOURCE_DEFAULTS.maxInFlight]).default(MLS_SOURCE_DEFAULTS.maxInFlight),
  /**
   * How long the media URLs the source hands out stay valid, in minutes (signed URLs: Trestle's,
   * the local MLS's). Photo work whose URLs are older than this, less a margin, reads the record's
   * fresh ones before its try. Absent: the source's URLs do not expire.
   */
  mediaUrlLifetimeMinutes: number().positive('mediaUrlLifetimeMinutes must be a positive number of minutes').optional(),
  /** The disclaimer's wording, with `<time>` where the last successful sync goes (MLS_DISCLAIMER_DEFAULT unless set). */
  disclaimer: string().optional(),
  /** The agency's office id in this MLS: its listings there are the agency's own, shown once. */
  agencyOfficeMlsId: string().optional(),
  soldDisplay: mixed<MlsSoldDisplay>().oneOf(MLS_SOLD_DISPLAY).optional(),
  /**
   * The objective criteria by which the agency leaves the source's listings off its site, as IDX
   * rules allow (docs/product/mls.md#display): the site's property types, and a price floor.
   */
  exclude: object({
    propertyTypes: array(
      mixed<PropertyType>()
        .required()
        .oneOf(PROPERTY_TYPES, `exclude.propertyTypes must be among: ${PROPERTY_TYPES.join(', ')}`),
    ).default([]),
    listPriceBelow: number().positive().optional(),
  })
    .optional()
    .default(undefined),
});

export type MlsSource = InferType<typeof mlsSourceSchema>;

/** MLS_SOURCES: every source, their ids distinct. */
export const mlsSourcesSchema = array(mlsSourceSchema)
  .required()
  .test('distinct-ids', 'Each source needs an id of its own', (sources) => new Set(sources.map(({ id }) => id)).size === sources.length);

/** A source's OAuth2 client credentials, the entry of MLS_CREDENTIALS of a source with a tokenUrl. */
export const mlsClientCredentialsSchema = object({
  clientId: string().required('clientId is required'),
  clientSecret: string().required('clientSecret is required'),
});

/** A source's static bearer token (a server token), the entry of MLS_CREDENTIALS of a source without a tokenUrl. */
export const mlsServerTokenSchema = object({
  token: string().required('token is required'),
});

export type MlsClientCredentials = InferType<typeof mlsClientCredentialsSchema>;
export type MlsServerToken = InferType<typeof mlsServerTokenSchema>;
export type MlsCredentials = MlsClientCredentials | MlsServerToken;
