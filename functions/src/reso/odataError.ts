import { HttpError } from '../platform';

/** OData's error codes this feed answers with. */
export type ODataErrorCode = 'BadRequest' | 'NotSupported' | 'Unauthorized' | 'NotFound' | 'TooManyRequests' | 'InternalError';

/**
 * A refusal of the feed, answered in OData's JSON error format (`{error: {code, message}}`) with
 * the API's own `message` beside it, so every client of the API reads the same field.
 */
export class ODataError extends HttpError {
  constructor(
    status: number,
    readonly code: ODataErrorCode,
    message: string,
  ) {
    super(status, message);
    this.name = 'ODataError';
  }
}

/** 400 for a query this feed cannot answer as written (a typo, a wrong type, bad syntax). */
export const badRequest = (message: string) => new ODataError(400, 'BadRequest', message);

/** 400 for a valid OData query that uses something this feed does not offer. */
export const notSupported = (message: string) => new ODataError(400, 'NotSupported', message);

const CODE_OF_STATUS: Record<number, ODataErrorCode> = { 400: 'BadRequest', 401: 'Unauthorized', 404: 'NotFound', 429: 'TooManyRequests' };

/** The OData error body of any HttpError the feed's routes raise (a 429 of the rate limiter, say). */
export function odataErrorBody(error: HttpError): { message: string; error: { code: ODataErrorCode; message: string } } {
  const code = error instanceof ODataError ? error.code : (CODE_OF_STATUS[error.status] ?? 'InternalError');
  return { message: error.message, error: { code, message: error.message } };
}
