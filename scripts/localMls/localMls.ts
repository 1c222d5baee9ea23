import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { AccessTokens } from './accessTokens';
import { controllableClock } from './clock';
import { Continuations } from './continuations';
import { type LocalMlsControl, localMlsControl } from './control';
import { Faults } from './faults';
import { HungRequests } from './hungRequests';
import { generateListings, type GeneratorOptions } from './listingGenerator';
import { ListingStore } from './listingStore';
import { MediaUrls } from './mediaUrls';
import { type PropertyRecord } from './propertyRecord';
import { type PropertyResource } from './propertyResource';
import { seededRandom } from './random';
import { RequestLog } from './requestLog';
import { requestHandler, SERVICE_PATH, TOKEN_PATH } from './requestHandler';

export interface LocalMlsOptions {
  /** 0 (the default): any free port. The server listens on loopback only. */
  port?: number;
  /** The generated data set's size (5,000 unless said), or the records themselves. */
  listings?: number | readonly PropertyRecord[];
  seed?: number;
  originatingSystemName?: string;
  clientId: string;
  clientSecret: string;
  /** How long a token lives, in seconds of the server's clock (an hour unless said). */
  tokenLifetimeS?: number;
  /** Page sizes given in turn, below `$top`: a client must not take a short page for the last. */
  pageSizes?: readonly number[];
  /** The clock's start and the moment the data set describes (the machine's time unless said). */
  now?: Date;
  /**
   * The moment the generated data set describes, when not `now`: a local stack that keeps its data
   * serves the data set of its first start, so its replica's cursor still holds at the next.
   */
  asOf?: Date;
  /** A clock that moves only when set or advanced. */
  frozenClock?: boolean;
  /** How long a record turned not viewable stays in the feed, flagged, before it leaves it (7 days unless said). */
  notViewableRetentionS?: number;
  /** How long a photo's signed URL works (DEFAULT_MEDIA_URL_LIFETIME_S unless said); null: URLs unsigned, good for ever. */
  mediaUrlLifetimeS?: number | null;
  /** Leaves a field without a value out of a record instead of sending it as null, as some servers do (false unless said). */
  omitNullFields?: boolean;
}

export interface LocalMls {
  /** The server's origin, http://127.0.0.1:<port>. */
  url: string;
  /** The OData service root: the Property resource is `${baseUrl}/Property`. */
  baseUrl: string;
  tokenUrl: string;
  originatingSystemName: string;
  /** How long its photo URLs work, in seconds; null: unsigned, good for ever. */
  mediaUrlLifetimeS: number | null;
  control: LocalMlsControl;
  close(): Promise<void>;
}

export const DEFAULT_LISTING_COUNT = 5_000;
export const DEFAULT_SEED = 46;
export const DEFAULT_ORIGINATING_SYSTEM = 'localmls';
/** How long a photo's signed URL works unless said: an hour, as the platforms' often do. */
export const DEFAULT_MEDIA_URL_LIFETIME_S = 3600;
const HOST = '127.0.0.1';

/**
 * A RESO Web API server of the project's own: a stand-in for an outside MLS, as MailDev stands
 * in for SMTP (docs/local-mls.md). OAuth2 client credentials at `tokenUrl`, the Property resource
 * with its Media at `baseUrl`, generated photos under /media/, and a control surface under
 * /_control/ (and as `control`) for the clock, the data, faults and the request log.
 */
export async function startLocalMls(options: LocalMlsOptions): Promise<LocalMls> {
  const seed = options.seed ?? DEFAULT_SEED;
  const originatingSystemName = options.originatingSystemName ?? DEFAULT_ORIGINATING_SYSTEM;
  const pageSizes = options.pageSizes;
  if (pageSizes?.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error(`pageSizes must be whole numbers from 1: ${pageSizes.join(', ')}`);
  const clock = controllableClock(options.now, options.frozenClock ?? false);
  const generator: GeneratorOptions = { seed, originatingSystemName, asOf: options.asOf ?? clock.now() };
  const store = new ListingStore(clock, (options.notViewableRetentionS ?? 7 * 86_400) * 1000);
  const listings = options.listings ?? DEFAULT_LISTING_COUNT;
  store.load(typeof listings === 'number' ? generateListings(listings, generator) : listings);
  const tokens = new AccessTokens(
    { clientId: options.clientId, clientSecret: options.clientSecret },
    clock,
    options.tokenLifetimeS ?? 3600,
  );
  const faults = new Faults();
  const hung = new HungRequests();
  const log = new RequestLog();
  const continuations = new Continuations();
  const control = localMlsControl({
    store,
    clock,
    faults,
    tokens,
    hung,
    log,
    continuations,
    random: seededRandom(seed, 'changes'),
    generator,
  });
  let closed: Promise<void> | undefined;

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => resolve());
  });
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  const baseUrl = `${url}${SERVICE_PATH}`;
  const tokenUrl = `${url}${TOKEN_PATH}`;
  const mediaUrlLifetimeS = options.mediaUrlLifetimeS === undefined ? DEFAULT_MEDIA_URL_LIFETIME_S : options.mediaUrlLifetimeS;
  const mediaUrls = new MediaUrls(url, clock, mediaUrlLifetimeS ?? undefined);
  const resource: PropertyResource = {
    store,
    mediaUrls,
    baseUrl,
    pageSizes,
    continuations,
    omitNullFields: options.omitNullFields ?? false,
  };

  server.on('request', requestHandler({ origin: url, resource, tokens, faults, hung, log, control }));

  return {
    url,
    baseUrl,
    tokenUrl,
    originatingSystemName,
    mediaUrlLifetimeS,
    control,
    close: () =>
      (closed ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hung requests and kept-alive connections would hold the server open.
        server.closeAllConnections();
      })),
  };
}
