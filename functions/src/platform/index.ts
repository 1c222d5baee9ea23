/** The platform module's public face: what other modules and the composition root may use of it. */
// exports
export { HttpError, notFound, bodyTooLarge, BODY_TOO_LARGE } from './httpError';
