import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { clientKey } from './clientAddress';
import type { AppConfig } from '../config';
import { ServiceUnreachable } from '../deadlines';
import { HttpError, tooManyRequests } from '../httpError';

/**
 * At most `limit` requests a minute per client address, unless the config sets another size
 * (config.perClientLimitPerMinute: the test stack raises it). `store` holds the counts: the
 * Firestore one (data/rateLimitStore), so that every function instance counts against one limit.
 */
export function perClientPerMinute(limit: number, config: Pick<AppConfig, 'perClientLimitPerMinute'>, store: Store) {
  return perKeyPerMinute(config.perClientLimitPerMinute ?? limit, store, clientKey, 'Too many requests. Please try again in a minute.');
}

/**
 * At most `limit` requests a minute per key that `keyOf` names (an API key, not an address: the
 * test stack's per-client setting does not apply), counted in `store`. Over it: Retry-After, and a
 * 429 HttpError with `message` for the route's error handling to answer.
 */
export function perKeyPerMinute(limit: number, store: Store, keyOf: (req: Request, res: Response) => string, message: string) {
  return perKeyPerWindow(limit, 60_000, store, keyOf, message);
}

/** perKeyPerMinute over a window of `windowMs` (sign-in links: an hour). */
export function perKeyPerWindow(
  limit: number,
  windowMs: number,
  store: Store,
  keyOf: (req: Request, res: Response) => string,
  message: string,
) {
  return failingClosed(
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: keyOf,
      store,
      passOnStoreError: false,
      handler: (_req, _res, next) => next(tooManyRequests(message)),
    }),
  );
}

/**
 * Every limit here guards a door against abuse (sign-in links, lead forms, registration, bookings,
 * RSVPs, check-ins, feedback, the RESO feed's keys), so one that cannot count refuses rather than
 * lets every request through: its store's failure, whatever it is, becomes the API's 503
 * (errorHandler: Retry-After and SERVICE_UNAVAILABLE_MESSAGE). Its own 429 passes as it is.
 */
function failingClosed(limiter: RequestHandler): RequestHandler {
  return (req, res, next) =>
    limiter(req, res, (error?: unknown) =>
      next(error === undefined || error instanceof HttpError ? error : new ServiceUnreachable('The rate-limit counters', { cause: error })),
    );
}
