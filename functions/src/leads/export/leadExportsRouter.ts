import { Router, type Request, type RequestHandler, type Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { leadExportPath, leadListQuerySchema, LEAD_EXPORTS_PATH, type LeadMatchQuery } from '@estate/domain';
import { apiRoute, noStore, requireStaff, staffOf, validated } from '../../platform';
import { auditedBy, routePattern, type AuditTrail } from '../../audit';
import type { LeadExportService } from './leadExportService';

/**
 * How long GET /leads/export waits for its export before answering where to follow it: the file's
 * download must still end within Hosting's 60 s.
 */
export const LEAD_EXPORT_WAIT_MS = 40_000;

/**
 * Lead exports for staff, prepared in the background (leadExportService): POST /leads/exports
 * asks, GET /leads/exports/:id follows, GET /leads/exports/:id/file downloads. GET /leads/export
 * (the dashboard's original path) asks and waits, then downloads or answers where to follow.
 */
export function leadExportsRouter({
  leadExports,
  audit,
  stepUp,
}: {
  leadExports: LeadExportService;
  audit: Pick<AuditTrail, 'record'>;
  stepUp: RequestHandler;
}): Router {
  const router = Router();
  const staffOnly = [noStore, requireStaff];

  const queryOf = async (raw: unknown): Promise<LeadMatchQuery> => {
    const { limit: _limit, cursor: _cursor, ...query } = await validated(leadListQuerySchema, raw);
    return query;
  };

  // The file leaving is the export the audit log records (asking for one is a write, recorded as such).
  const download = async (req: Request, res: Response, id: string) => {
    const { fileName, bytes } = await leadExports.file(id, staffOf(req));
    await audit.record(auditedBy(req), { action: 'export.leads', record: { kind: 'leadExport', id }, route: routePattern(req) });
    res.set('Content-Disposition', `attachment; filename="${fileName}"`).type('text/csv; charset=utf-8');
    await pipeline(Readable.from(bytes), res);
  };

  // Asking for an export is the risky step (docs/product/dashboard.md#step-up); following and downloading it are not.
  router.post(apiRoute(LEAD_EXPORTS_PATH), ...staffOnly, stepUp, async (req, res) => {
    const started = await leadExports.start(await queryOf(req.query), staffOf(req));
    res.status(202).location(leadExportPath(started.id)).json(started);
  });

  router.get(`${apiRoute(LEAD_EXPORTS_PATH)}/:id`, ...staffOnly, async (req, res) => {
    res.json(await leadExports.status(String(req.params.id), staffOf(req)));
  });

  router.get(`${apiRoute(LEAD_EXPORTS_PATH)}/:id/file`, ...staffOnly, async (req, res) => {
    await download(req, res, String(req.params.id));
  });

  router.get('/leads/export', ...staffOnly, stepUp, async (req, res) => {
    const viewer = staffOf(req);
    const started = await leadExports.start(await queryOf(req.query), viewer);
    const settled = await leadExports.settled(started.id, viewer, LEAD_EXPORT_WAIT_MS);
    if (settled.status === 'ready') return download(req, res, settled.id);
    res
      .status(settled.status === 'failed' ? 503 : 202)
      .location(leadExportPath(settled.id))
      .json(settled);
  });

  return router;
}
