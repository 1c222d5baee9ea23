import type { ApiError } from '@estate/domain';

/** A failure the client caused or may see: its status, message and code reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** The answer's `code` (ApiError), for the client to act on. */
    readonly apiCode?: ApiError['code'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** What an answer may carry besides its message: the fields' own messages, a code the client acts on. */
export interface HttpErrorDetails {
  errors?: Record<string, string>;
  code?: ApiError['code'];
}

// The API's error vocabulary: every HTTP error is made here, by the name of what went wrong, so no
// other file writes a status number (a lint rule refuses `new HttpError(` elsewhere).
const withStatus =
  (status: number) =>
  (message: string, { errors, code }: HttpErrorDetails = {}) =>
    new HttpError(status, message, errors, code);

/** 400: the request itself is wrong (a field, a link, a header); the client must change it. */
export const badRequest = withStatus(400);
/** 401: nobody (or no valid proof, such as an App Check token) is behind the request. */
export const unauthorized = withStatus(401);
/** The 401 of a request whose session is missing, or whose account is gone. */
export const signInFirst = () => unauthorized('Please sign in to continue');
/** 403: who asks is known and may not do this. */
export const forbidden = withStatus(403);
/** 404: there is no such thing, or the asker may not know it exists. */
export const notFound = withStatus(404);
/** 409: the request is fine but the thing's state refuses it (taken, already done, over). */
export const conflict = withStatus(409);
/** 415: the body is not of the type the route reads. */
export const unsupportedMediaType = withStatus(415);
/** 429: too many requests; try again later. */
export const tooManyRequests = withStatus(429);
/** 503: a service the answer needs is not there now; the error handler adds Retry-After. */
export const serviceUnavailable = withStatus(503);

export const BODY_TOO_LARGE = 'Request body is too large';
/** 413: a body over its route's limit, however it was found (a JSON body, a pre-parsed one, a multipart upload). */
export const bodyTooLarge = () => new HttpError(413, BODY_TOO_LARGE);

export const NOT_JSON = 'Request body is not valid JSON';
