import type { RequestHandler } from 'express';
import { APP_CHECK_HEADER, APP_CHECK_REFUSALS, APP_CHECK_TEXTS } from '@estate/domain';
import type { AppCheckVerifier } from '../appCheck/appCheckVerifier';
import { unauthorized } from '../httpError';

const refused = (reason: keyof typeof APP_CHECK_REFUSALS) => unauthorized(APP_CHECK_TEXTS.refused, { code: APP_CHECK_REFUSALS[reason] });

/**
 * A visitor's form (docs/product/leads.md#app-check): the request must carry a genuine, current App
 * Check token in X-Firebase-AppCheck, or it is refused with a 401 whose `code` says why, before
 * the route's limits count it or its work begins. A verifier that cannot verify fails the request (a 503 when
 * its service is unreachable). The handler is named so that the route matrix can find it.
 */
export function requireAppCheck(verifier: AppCheckVerifier): RequestHandler {
  return async function appCheckGuard(req, _res, next) {
    const token = req.get(APP_CHECK_HEADER);
    if (!token) return next(refused('missing'));
    const verdict = await verifier.verify(token);
    next(verdict === 'valid' ? undefined : refused(verdict));
  };
}
