import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import { RESO_REQUESTS_PER_MINUTE } from '@estate/domain';
import { HttpError, noStore, perKeyPerMinute, PRIVATE_NO_STORE } from '../platform';
import { odataErrorBody } from './odataError';
import { nextLinkOptions, parseResoQuery } from './odataQuery';
import type { ResoFeedService } from './resoFeedService';
import type { ResoKeyGrant, ResoKeyService } from './resoKeyService';
import { RESO_METADATA_XML } from './resoMetadata';

/** Where the feed answers, under /api. */
export const RESO_ROOT = '/reso';
export const RESO_PROPERTY_PATH = `${RESO_ROOT}/Property`;
export const RESO_METADATA_PATH = `${RESO_ROOT}/$metadata`;

export interface ResoFeedRouterDeps {
  resoFeed: ResoFeedService;
  resoKeys: Pick<ResoKeyService, 'authenticate'>;
  /** Where each key's requests are counted. */
  resoLimits: Store;
}

export const RESO_TOO_MANY_REQUESTS = `Too many requests for this key: at most ${RESO_REQUESTS_PER_MINUTE} a minute. Please try again in a minute.`;

/** The key of `Authorization: Bearer <key>`; undefined without one. */
function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('Authorization') ?? '');
  return match?.[1];
}

const grantOf = (res: Response) => res.locals.resoKey as ResoKeyGrant;

/** The query as Express parsed it, for the nextLink to repeat. */
const queryOf = (req: Request) => req.query as Record<string, unknown>;

/**
 * GET /api/reso/Property: the agency's listings as a RESO Web API (OData JSON) for partners, read
 * with a key an admin created (Authorization: Bearer), each key limited to
 * RESO_REQUESTS_PER_MINUTE. Refusals answer OData's error body (`error: {code, message}`) beside
 * the API's `message`; nothing is cached (Cache-Control: private, no-store).
 */
export function resoFeedRouter({ resoFeed, resoKeys, resoLimits }: ResoFeedRouterDeps): Router {
  const router = Router();
  const origin = resoFeed.siteOrigin;

  const authenticate: RequestHandler = async (req, res, next) => {
    res.locals.resoKey = await resoKeys.authenticate(bearerToken(req));
    next();
  };
  const limited = perKeyPerMinute(RESO_REQUESTS_PER_MINUTE, resoLimits, (_req, res) => grantOf(res).id, RESO_TOO_MANY_REQUESTS);
  // OData clients read the protocol's version from every answer, refusals included.
  const odataVersion: RequestHandler = (_req, res, next) => {
    res.set('OData-Version', '4.0');
    next();
  };
  const guard = [noStore, odataVersion, authenticate, limited];

  router.get(RESO_PROPERTY_PATH, ...guard, async (req, res) => {
    const query = parseResoQuery(queryOf(req));
    const page = await resoFeed.page(query, grantOf(res));
    const selection = query.select ? `(${[...query.select, ...(query.expandMedia ? ['Media()'] : [])].join(',')})` : '';
    const { skipToken } = page;
    const nextLink =
      skipToken &&
      `${origin}/api${RESO_PROPERTY_PATH}?${[...nextLinkOptions(queryOf(req)), ['$skiptoken', skipToken] as const]
        .map(([option, value]) => `${option}=${encodeURIComponent(value)}`)
        .join('&')}`;
    res.json({
      '@odata.context': `${origin}/api${RESO_METADATA_PATH}#Property${selection}`,
      value: page.value,
      ...(nextLink ? { '@odata.nextLink': nextLink } : {}),
    });
  });

  router.get(RESO_METADATA_PATH, ...guard, (_req, res) => {
    res.type('application/xml').send(RESO_METADATA_XML);
  });

  // The feed's refusals in OData's format; anything else (a fault, an outage) goes on to the app's handler.
  const odataErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (!(error instanceof HttpError) || res.headersSent) return next(error);
    if (error.status === 401) {
      res.set('WWW-Authenticate', `Bearer realm="RESO feed"${bearerToken(_req) ? ', error="invalid_token"' : ''}`);
    }
    res.status(error.status).set('Cache-Control', PRIVATE_NO_STORE).json(odataErrorBody(error));
  };
  router.use(RESO_ROOT, odataErrors);
  return router;
}
