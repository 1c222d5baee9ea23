import type { Request } from 'express';

/**
 * The client's address for per-client limits: `req.ip` (which follows X-Forwarded-For as far
 * as `trust proxy` allows), else the socket's. The Functions emulator gives neither, and all
 * its local clients then share one limit.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
