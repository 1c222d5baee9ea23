import type { Request, RequestHandler, Response } from 'express';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@estate/domain';
import { RETRY_AFTER_SECONDS } from '../deadlines';
import { PRIVATE_NO_STORE } from './cache';
import type { ErrorLogger } from '../logger';

const TIMED_OUT = Symbol('timedOut');

/** Whether the request's deadline passed and a 503 went instead of its handler's answer. */
export const timedOut = (res: Response): boolean => (res.locals as Record<symbol, unknown>)[TIMED_OUT] === true;

/** The one 503 of the API: the service is briefly unavailable, nothing was lost, try again after `Retry-After`. */
export function sendUnavailable(res: Response): void {
  res
    .status(503)
    .set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': PRIVATE_NO_STORE })
    .json({ message: SERVICE_UNAVAILABLE_MESSAGE });
}

/**
 * Answers 503 when a request is still waiting on the services behind it after `deadlineOf(req)`
 * milliseconds, instead of holding the visitor (and the instance's slot) until the platform's own
 * timeout. The handler goes on in the background: a write it makes still lands, and the client's
 * retry with the same Idempotency-Key finds it. A streamed answer already under way is cut off,
 * so it cannot pass for complete.
 */
export function requestDeadline(deadlineOf: (req: Request) => number, logger: ErrorLogger): RequestHandler {
  return (req, res, next) => {
    const deadlineMs = deadlineOf(req);
    const timer = setTimeout(() => {
      (res.locals as Record<symbol, unknown>)[TIMED_OUT] = true;
      logger.error('A request passed its deadline', { method: req.method, path: req.path, deadlineMs });
      if (res.headersSent) res.destroy();
      else sendUnavailable(res);
    }, deadlineMs);
    const done = () => clearTimeout(timer);
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
