import { Router } from 'express';
import {
  ACCOUNT_ACCESS_LOG_PATH,
  AUDIT_LOG_EXPORT_PATH,
  AUDIT_LOG_PATH,
  auditLogQuerySchema,
  PAGE_HEADERS,
  agencyToday,
} from '@estate/domain';
import {
  apiRoute,
  clientOf,
  decodeCursor,
  encodeCursor,
  isTimestampParts,
  noStore,
  requireAdmin,
  requireClient,
  requireStaff,
  staffOf,
  validated,
} from '../platform';
import { auditedBy } from './auditedBy';
import { routePattern } from './auditWrites';
import type { AuditTrail } from './auditTrailService';
import type { AuditLogPosition, AuditViews } from './auditViewService';

export interface AuditRouterDeps {
  audit: AuditTrail;
  auditViews: AuditViews;
}

const positionCursor = ({ at, seq }: AuditLogPosition) => {
  const millis = Date.parse(at);
  return encodeCursor([Math.floor(millis / 1000), (millis % 1000) * 1_000_000, seq]);
};
const decodePosition = (cursor: string): AuditLogPosition =>
  decodeCursor(cursor, 3, ([seconds, nanoseconds, seq]) =>
    isTimestampParts(seconds, nanoseconds) && Number.isSafeInteger(seq) && (seq as number) > 0
      ? { at: new Date((seconds as number) * 1000 + (nanoseconds as number) / 1_000_000).toISOString(), seq: seq as number }
      : undefined,
  );

/**
 * docs/product/api.md#staff-calls: the log for staff (an agent's own entries; an admin's everyone's,
 * and its CSV, itself recorded), and a client's own lines for their Privacy tab.
 */
export function auditRouter({ audit, auditViews }: AuditRouterDeps): Router {
  const router = Router();

  router.get(apiRoute(AUDIT_LOG_PATH), noStore, requireStaff, async (req, res) => {
    const { limit, cursor, ...filters } = await validated(auditLogQuerySchema, req.query);
    const page = await auditViews.page(staffOf(req), filters, limit, cursor ? decodePosition(cursor) : undefined);
    if (page.next) res.set(PAGE_HEADERS.nextCursor, positionCursor(page.next));
    res.json(page.entries);
  });

  router.get(apiRoute(AUDIT_LOG_EXPORT_PATH), noStore, requireAdmin, async (req, res) => {
    const { limit: _limit, cursor: _cursor, ...filters } = await validated(auditLogQuerySchema, req.query);
    const text = await auditViews.csv(staffOf(req), filters);
    const chosen = Object.entries(filters).filter(([, value]) => value !== undefined);
    const id = chosen.map(([name, value]) => `${name}=${String(value)}`).join('&') || 'all';
    await audit.record(auditedBy(req), { action: 'export.auditLog', record: { kind: 'auditLog', id }, route: routePattern(req) });
    res.set('Content-Disposition', `attachment; filename="audit-log-${agencyToday()}.csv"`).type('text/csv; charset=utf-8').send(text);
  });

  router.get(apiRoute(ACCOUNT_ACCESS_LOG_PATH), noStore, requireClient, async (req, res) => {
    res.json(await auditViews.ofClient(clientOf(req)));
  });

  return router;
}
