import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiError } from '@estate/domain';
import { isUnavailable, RETRY_AFTER_SECONDS } from '../deadlines';
import { errorEvent } from '../errorEvent';
import type { ErrorLogger } from '../logger';
import { BODY_TOO_LARGE, HttpError, NOT_JSON, notFound } from '../httpError';
import { PRIVATE_NO_STORE } from './cache';
import { sendUnavailable, timedOut } from './requestDeadline';

export type { ErrorLogger } from '../logger';

export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(notFound(`No route for ${req.method} ${req.path}`));
};

/** The one error shape: `{message, errors?, code?}`; a 500 only for a real fault, logged, never with a stack. */
export function errorHandler(logger: ErrorLogger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    // The deadline answered 503 already; this is the handler failing to answer after it.
    if (timedOut(res)) return;
    if (res.headersSent) {
      // A streamed answer (the CSV export) failed halfway: cut it off, so it cannot pass for complete.
      logger.error('A streamed answer failed', errorEvent(err, req, res.statusCode));
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
      if (err.apiCode) body.code = err.apiCode;
    } else if (isBodyParserError(err)) {
      status = err.status;
      body.message = err.type === 'entity.too.large' ? BODY_TOO_LARGE : NOT_JSON;
    } else {
      logger.error('Unhandled error in api', errorEvent(err, req));
    }
    if (status === 503) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(status).set('Cache-Control', PRIVATE_NO_STORE).json(body);
  };
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
