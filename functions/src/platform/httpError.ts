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

export const notFound = (message: string) => new HttpError(404, message);

export const BODY_TOO_LARGE = 'Request body is too large';
/** A body over its route's limit, however it was found (a JSON body, a pre-parsed one, a multipart upload). */
export const bodyTooLarge = () => new HttpError(413, BODY_TOO_LARGE);

export const NOT_JSON = 'Request body is not valid JSON';
