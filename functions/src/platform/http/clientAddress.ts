import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The client's address for per-client limits: `req.ip` (which follows X-Forwarded-For as far
 * as `trust proxy` allows), else the socket's. The Functions emulator gives neither, and all
 * its local clients then share one limit.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * The client as per-client limits count it: its IPv4 address, or its IPv6 /56, since one host
 * may hold a whole IPv6 prefix and send each request from a new address in it.
 */
export const clientKey = (req: Request): string => ipKeyGenerator(clientAddress(req));
