import type { Request, RequestHandler, Response } from 'express';
import type { ErrorLogger } from '../platform';
import { auditedBy } from './auditedBy';
import type { AuditNote, AuditTrail } from './auditTrailService';
import { NOT_WRITES, WRITE_ACTIONS } from './writeActions';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A record id as the log keeps it (a bulk delete's ids, joined). */
const RECORD_ID_LENGTH = 1000;

/** `PATCH /api/leads/:id`: the route as Express registered it, from the app's root. */
export const routePattern = (req: Request): string | undefined => {
  const path: unknown = req.route?.path;
  return typeof path === 'string' ? `${req.method} ${req.baseUrl}${path}` : undefined;
};

/** What a written answer says, when it is a JSON object: its `id` (a creation) and `email` (the client it concerns). */
function answerFields(chunk: unknown): { id?: string; email?: string } {
  const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
  if (!text.startsWith('{')) return {};
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return {
      ...(typeof body.id === 'string' ? { id: body.id } : {}),
      ...(typeof body.email === 'string' ? { email: body.email } : {}),
    };
  } catch {
    return {};
  }
}

/** The entry of a staff write that answered 2xx; undefined for any other request. */
export function writeNote(req: Request, res: Response, chunk: unknown): AuditNote | undefined {
  const route = routePattern(req);
  if (!req.staffRoute || READS.has(req.method) || res.statusCode < 200 || res.statusCode >= 300 || !route || NOT_WRITES.has(route)) {
    return undefined;
  }
  const known = WRITE_ACTIONS[route];
  const answer = answerFields(chunk);
  if (!known) return { action: 'staff.write', record: { kind: 'route', id: route }, route };
  const body = (req.body ?? {}) as Record<string, unknown>;
  const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string').join(',') : undefined;
  const param = known.param ? req.params[known.param] : undefined;
  const id = (typeof param === 'string' ? param : (answer.id ?? ids ?? known.kind)).slice(0, RECORD_ID_LENGTH);
  const action = known.when && body[known.when.field] !== undefined ? known.when.action : known.action;
  return { action, record: { kind: known.kind, id }, route, concerns: [answer.email] };
}

/**
 * docs/architecture.md#the-audit-log: every staff write (a route under requireStaff or requireAdmin
 * that is not a read) that answers 2xx is recorded, its answer held until the entry is queued.
 * Mounted once before the routers, so a new route is covered without a line of its own.
 */
export function auditStaffWrites(trail: Pick<AuditTrail, 'record'>, logger: ErrorLogger): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const note = writeNote(req, res, args[0]);
      if (!note) return end(...args);
      trail
        .record(auditedBy(req), note)
        .catch((error: unknown) =>
          logger.error('A staff write was not recorded in the audit log', { route: note.route, reason: String(error) }),
        )
        .finally(() => {
          if (!res.writableEnded) end(...args);
        });
      return res;
    }) as Response['end'];
    next();
  };
}
