import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AccessTokens } from './accessTokens';
import { type LocalMlsControl } from './control';
import { CONTROL_PREFIX, controlAnswer } from './controlRoutes';
import { type Faults, type FaultTarget } from './faults';
import { renderHouseImages } from './houseImages';
import { readBody, sendJson } from './httpIo';
import { type HungRequests } from './hungRequests';
import { houseImageOf, isCurrentPhoto, parseMediaKey } from './listingMedia';
import { MEDIA_PATH } from './mediaUrls';
import { ODataError } from './odataError';
import { propertyEntity, propertyPage, type PropertyResource } from './propertyResource';
import { type RequestLog } from './requestLog';
import { tokenAnswer } from './tokenEndpoint';

export const TOKEN_PATH = '/oauth2/token';
/** The OData service root's path: the Property resource is `${SERVICE_PATH}/Property`. */
export const SERVICE_PATH = '/odata';

export interface ServerParts {
  origin: string;
  resource: PropertyResource;
  tokens: AccessTokens;
  faults: Faults;
  hung: HungRequests;
  log: RequestLog;
  control: LocalMlsControl;
}

const ENTITY = /^\/Property\('((?:[^']|'')*)'\)$/;

/** The server's routes: the token endpoint, the feed and the photos (each logged and faultable), and the control surface. */
export function requestHandler({ origin, resource, tokens, faults, hung, log, control }: ServerParts) {
  let images: Promise<Buffer[]> | undefined;

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
    const entity = ENTITY.exec(decodeURIComponent(path));
    if (path === '/Property') sendJson(response, 200, propertyPage(address.searchParams, resource));
    else if (entity) sendJson(response, 200, propertyEntity(entity[1]!.replaceAll("''", "'"), address.searchParams, resource));
    else throw new ODataError(404, 'NotFound', `No resource at ${address.pathname}: this server has ${resource.baseUrl}/Property`);
  }

  async function answerMedia(response: ServerResponse, address: URL) {
    const key = decodeURIComponent(address.pathname.slice(MEDIA_PATH.length).replace(/\.jpg$/, ''));
    const record = resource.store.get(parseMediaKey(key)?.listingKey ?? '');
    if (!record || !isCurrentPhoto(record, key)) {
      sendJson(response, 404, { error: 'No such photo' });
      return;
    }
    const check = resource.mediaUrls.check(key, address.searchParams);
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
      else answerProperty(request, response, address);
    } catch (error) {
      const failure = error instanceof ODataError ? error : new ODataError(500, 'InternalError', (error as Error).message);
      sendJson(response, failure.status, failure.body);
    }
  }

  /** A request of the feed, the token endpoint or the photos: logged, then its fault if one is set, else its answer. */
  function faultable(target: FaultTarget, request: IncomingMessage, response: ServerResponse, address: URL) {
    const answered = log.arrived(request.method ?? 'GET', `${address.pathname}${address.search}`, target);
    // Logged as answered once its answer is written (not when the socket is done with it, which
    // may come after the client has read it), or unanswered when the client gives up first.
    const settle = () => answered(response.headersSent ? response.statusCode : undefined);
    response.once('close', settle);
    const fault = faults.take(target);
    if (fault?.kind === 'tooManyRequests') {
      sendJson(response, 429, new ODataError(429, 'TooManyRequests', 'Rate limit exceeded').body, {
        'Retry-After': String(fault.retryAfterS),
      });
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

  return (request: IncomingMessage, response: ServerResponse): void => {
    const address = new URL(request.url ?? '/', origin);
    if (address.pathname.startsWith(CONTROL_PREFIX)) {
      void readBody(request).then((body) => {
        const answered = controlAnswer(control, request.method ?? 'GET', address.pathname, body);
        sendJson(response, answered.status, answered.body);
      });
    } else if (address.pathname === TOKEN_PATH) faultable('token', request, response, address);
    else if (address.pathname.startsWith(MEDIA_PATH)) faultable('media', request, response, address);
    else if (address.pathname.startsWith(`${SERVICE_PATH}/`)) faultable('api', request, response, address);
    else
      sendJson(
        response,
        404,
        new ODataError(404, 'NotFound', `Nothing at ${address.pathname}: the service root is ${resource.baseUrl}`).body,
      );
  };
}
