import type { RequestHandler } from 'express';
import { FACTOR_CODES, FACTOR_TEXTS } from '@estate/domain';
import { signInFirst, unauthorized } from '../httpError';

/** Whether the session (its staffSessions record) proved a factor within the step-up window. */
export type RecentFactorCheck = (sid: string | undefined) => Promise<boolean>;

/** The step-up's 401: the dashboard asks for the factor, then sends the request again. */
export const stepUpRequired = () => unauthorized(FACTOR_TEXTS.stepUpRequired, { code: FACTOR_CODES.stepUpRequired });

/**
 * Risky actions (docs/product/dashboard.md#step-up) need a second factor proved in this session
 * within the last 5 minutes. After the role guard, which made sure of the session.
 */
export function recentFactorGuard(isRecent: RecentFactorCheck): RequestHandler {
  return async function requireRecentFactor(req, _res, next) {
    if (!req.session) return next(signInFirst());
    next((await isRecent(req.session.sid)) ? undefined : stepUpRequired());
  };
}
