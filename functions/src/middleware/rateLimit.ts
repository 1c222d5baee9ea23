import { rateLimit } from 'express-rate-limit';
import { clientKey } from './clientAddress';
import type { AppConfig } from '../config';
import { HttpError } from '../httpError';

/**
 * At most `limit` requests a minute per client address, unless the config sets another size
 * (config.perClientLimitPerMinute: the test stack raises it). The counts live in memory,
 * so each function instance counts on its own: a flood spread over several instances gets
 * more through. Enough to blunt a single noisy client; a shared store would make it exact.
 */
export function perClientPerMinute(limit: number, config: Pick<AppConfig, 'perClientLimitPerMinute'>) {
  return rateLimit({
    windowMs: 60_000,
    limit: config.perClientLimitPerMinute ?? limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: clientKey,
    handler: (_req, _res, next) => next(new HttpError(429, 'Too many requests. Please try again in a minute.')),
  });
}
