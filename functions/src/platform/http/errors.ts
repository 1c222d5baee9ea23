import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiError } from '@estate/domain';
import { DeadlineExceeded, RETRY_AFTER_SECONDS, ServiceUnreachable } from '../deadlines';
import type { ErrorLogger } from '../logger';
import { BODY_TOO_LARGE, HttpError } from '../httpError';
import { PRIVATE_NO_STORE } from './cache';
import { sendUnavailable, timedOut } from './requestDeadline';

export type { ErrorLogger } from '../logger';

export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `No route for ${req.method} ${req.path}`));
};

/** The one error shape: `{message, errors?}`; a 500 only for a real fault, logged, never with a stack. */
export function errorHandler(logger: ErrorLogger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    // The deadline answered 503 already; this is the handler failing to answer after it.
    if (timedOut(res)) return;
    if (res.headersSent) {
      // A streamed answer (the CSV export) failed halfway: cut it off, so it cannot pass for complete.
      logger.error('A streamed answer failed', {
        method: req.method,
        path: req.path,
        error: err instanceof Error ? err.message : String(err),
      });
      res.destroy();
      return;
    }
    if (isUnavailable(err)) {
      logger.error('A service the api needs did not answer', { method: req.method, path: req.path, error: String(err) });
      sendUnavailable(res);
      return;
    }
    const body: ApiError = { message: 'Something went wrong on our side. Please try again later.' };
    let status = 500;
    if (err instanceof HttpError) {
      status = err.status;
      body.message = err.message;
      if (err.errors) body.errors = err.errors;
    } else if (isBodyParserError(err)) {
      status = err.status;
      body.message = err.type === 'entity.too.large' ? BODY_TOO_LARGE : 'Request body is not valid JSON';
    } else {
      logger.error('Unhandled error in api', {
        method: req.method,
        path: req.path,
        error: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
      });
    }
    if (status === 503) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(status).set('Cache-Control', PRIVATE_NO_STORE).json(body);
  };
}

/** gRPC's DEADLINE_EXCEEDED and UNAVAILABLE, as Firestore's client raises them. */
const UNAVAILABLE_GRPC_CODES = new Set([4, 14]);
/** The Admin SDK's own "could not reach the service" errors (Auth, Storage's metadata calls). */
const UNAVAILABLE_APP_CODES = new Set(['app/network-error', 'app/network-timeout']);

/** A failure of a service behind the api (it did not answer), which a retry may get past: a 503, not a 500. */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof DeadlineExceeded || err instanceof ServiceUnreachable) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? UNAVAILABLE_GRPC_CODES.has(code) : typeof code === 'string' && UNAVAILABLE_APP_CODES.has(code);
}

function isBodyParserError(err: unknown): err is { status: number; type: string } {
  return (
    typeof err === 'object' &&
    err !== null &&
    'type' in err &&
    'status' in err &&
    typeof (err as { status: unknown }).status === 'number' &&
    (err as { status: number }).status < 500
  );
}
