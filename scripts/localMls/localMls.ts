import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { AccessTokens } from './accessTokens';
import { controllableClock } from './clock';
import { type LocalMlsControl, localMlsControl } from './control';
import { CONTROL_PREFIX, controlAnswer } from './controlRoutes';
import { Faults, type FaultTarget } from './faults';
import { renderHouseImages } from './houseImages';
import { readBody, sendJson } from './httpIo';
import { HungRequests } from './hungRequests';
import { generateListings, type GeneratorOptions } from './listingGenerator';
import { houseImageOf, isCurrentPhoto, parseMediaKey } from './listingMedia';
import { ListingStore } from './listingStore';
import { MEDIA_PATH, MediaUrls } from './mediaUrls';
import { ODataError } from './odataError';
import { type PropertyRecord } from './propertyRecord';
import { propertyEntity, propertyPage, type PropertyResource } from './propertyResource';
import { seededRandom } from './random';
import { RequestLog } from './requestLog';
import { tokenAnswer } from './tokenEndpoint';

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
  /** A clock that moves only when set or advanced. */
  frozenClock?: boolean;
  /** How long a record turned not viewable stays in the feed, flagged, before it leaves it (7 days unless said). */
  notViewableRetentionS?: number;
  /** How long a photo's signed URL works (an hour unless said); null: URLs unsigned, good for ever. */
  mediaUrlLifetimeS?: number | null;
}

export interface LocalMls {
  /** The server's origin, http://127.0.0.1:<port>. */
  url: string;
  /** The OData service root: the Property resource is `${baseUrl}/Property`. */
  baseUrl: string;
  tokenUrl: string;
  originatingSystemName: string;
  control: LocalMlsControl;
  close(): Promise<void>;
}

export const DEFAULT_LISTING_COUNT = 5_000;
export const DEFAULT_SEED = 46;
export const DEFAULT_ORIGINATING_SYSTEM = 'localmls';
const HOST = '127.0.0.1';
const TOKEN_PATH = '/oauth2/token';
const SERVICE_PATH = '/odata';

const odataFailure = (response: ServerResponse, error: unknown) => {
  const failure = error instanceof ODataError ? error : new ODataError(500, 'InternalError', (error as Error).message);
  sendJson(response, failure.status, failure.body);
};

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
  if (pageSizes?.some((size) => !Number.isInteger(size) || size < 1)) throw new Error(`pageSizes must be whole numbers from 1: ${pageSizes.join(', ')}`);
  const clock = controllableClock(options.now, options.frozenClock ?? false);
  const generator: GeneratorOptions = { seed, originatingSystemName, asOf: clock.now() };
  const store = new ListingStore(clock, (options.notViewableRetentionS ?? 7 * 86_400) * 1000);
  const listings = options.listings ?? DEFAULT_LISTING_COUNT;
  store.load(typeof listings === 'number' ? generateListings(listings, generator) : listings);
  const tokens = new AccessTokens({ clientId: options.clientId, clientSecret: options.clientSecret }, clock, options.tokenLifetimeS ?? 3600);
  const faults = new Faults();
  const hung = new HungRequests();
  const log = new RequestLog();
  const control = localMlsControl({ store, clock, faults, tokens, hung, log, random: seededRandom(seed, 'changes'), generator });
  let images: Promise<Buffer[]> | undefined;
  let closed: Promise<void> | undefined;

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => resolve());
  });
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  const baseUrl = `${url}${SERVICE_PATH}`;
  const tokenUrl = `${url}${TOKEN_PATH}`;
  const mediaUrls = new MediaUrls(url, clock, options.mediaUrlLifetimeS === null ? undefined : (options.mediaUrlLifetimeS ?? 3600));
  const resource: PropertyResource = { store, mediaUrls, baseUrl, pageSizes };

  function answerProperty(request: IncomingMessage, response: ServerResponse, address: URL) {
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const check = tokens.check(token);
    if (check !== 'valid') {
      const error = check === 'missing' ? 'invalid_request' : 'invalid_token';
      const failure = new ODataError(401, 'Unauthorized', check === 'missing' ? 'A bearer token is required' : `The token is ${check}`);
      sendJson(response, 401, failure.body, { 'WWW-Authenticate': `Bearer error="${error}"` });
      return;
    }
    if (request.method !== 'GET') throw new ODataError(405, 'MethodNotAllowed', 'The feed is read-only: GET only');
    const path = address.pathname.slice(SERVICE_PATH.length);
    const entity = /^\/Property\('((?:[^']|'')*)'\)$/.exec(decodeURIComponent(path));
    if (path === '/Property') sendJson(response, 200, propertyPage(address.searchParams, resource));
    else if (entity) sendJson(response, 200, propertyEntity(entity[1]!.replaceAll("''", "'"), address.searchParams, resource));
    else throw new ODataError(404, 'NotFound', `No resource at ${address.pathname}: this server has ${baseUrl}/Property`);
  }

  async function answerMedia(response: ServerResponse, address: URL) {
    const key = decodeURIComponent(address.pathname.slice(MEDIA_PATH.length).replace(/\.jpg$/, ''));
    const record = store.get(parseMediaKey(key)?.listingKey ?? '');
    if (!record || !isCurrentPhoto(record, key)) {
      sendJson(response, 404, { error: 'No such photo' });
      return;
    }
    const check = mediaUrls.check(key, address.searchParams);
    if (check !== 'valid') {
      sendJson(response, 403, { error: check === 'expired' ? 'This URL has expired' : 'The signature does not match' });
      return;
    }
    images ??= renderHouseImages();
    const image = (await images)[houseImageOf(key)]!;
    response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': image.length, 'Cache-Control': 'private, max-age=3600' });
    response.end(image);
  }

  async function answerToken(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST') throw new ODataError(405, 'MethodNotAllowed', 'POST the client credentials');
    const answer = tokenAnswer(request, await readBody(request), tokens);
    sendJson(response, answer.status, answer.body, { 'Cache-Control': 'no-store' });
  }

  async function answer(target: FaultTarget, request: IncomingMessage, response: ServerResponse, address: URL) {
    try {
      if (target === 'token') await answerToken(request, response);
      else if (target === 'media') await answerMedia(response, address);
      else await answerProperty(request, response, address);
    } catch (error) {
      odataFailure(response, error);
    }
  }

  /** A request of the resource, the token endpoint or the photos: logged, then its fault if one is set, else its answer. */
  function faultable(target: FaultTarget, request: IncomingMessage, response: ServerResponse, address: URL) {
    const answered = log.arrived(request.method ?? 'GET', `${address.pathname}${address.search}`, target);
    // Logged as answered once its answer is written (not when the socket is done with it, which
    // may come after the client has read it), or unanswered when the client gives up first.
    const settle = () => answered(response.headersSent ? response.statusCode : undefined);
    response.once('close', settle);
    const fault = faults.take(target);
    if (fault?.kind === 'tooManyRequests') {
      sendJson(response, 429, new ODataError(429, 'TooManyRequests', 'Rate limit exceeded').body, { 'Retry-After': String(fault.retryAfterS) });
      settle();
    } else if (fault?.kind === 'serverError') {
      sendJson(response, 500, new ODataError(500, 'InternalError', 'Something went wrong').body);
      settle();
    } else if (fault?.kind === 'hang') {
      hung.hold(response, () => void answer(target, request, response, address).then(settle));
    } else {
      if (fault?.kind === 'expireTokens') tokens.expireAll();
      void answer(target, request, response, address).then(settle);
    }
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const address = new URL(request.url ?? '/', url);
    if (address.pathname.startsWith(CONTROL_PREFIX)) {
      void readBody(request).then((body) => {
        const { status, body: answerBody } = controlAnswer(control, request.method ?? 'GET', address.pathname, body);
        sendJson(response, status, answerBody);
      });
    } else if (address.pathname === TOKEN_PATH) faultable('token', request, response, address);
    else if (address.pathname.startsWith(MEDIA_PATH)) faultable('media', request, response, address);
    else if (address.pathname.startsWith(`${SERVICE_PATH}/`)) faultable('api', request, response, address);
    else sendJson(response, 404, new ODataError(404, 'NotFound', `Nothing at ${address.pathname}: the service root is ${baseUrl}`).body);
  });

  return {
    url,
    baseUrl,
    tokenUrl,
    originatingSystemName,
    control,
    close: () =>
      (closed ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hung requests and kept-alive connections would hold the server open.
        server.closeAllConnections();
      })),
  };
}
