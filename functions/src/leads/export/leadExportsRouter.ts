import { Router, type RequestHandler, type Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { leadExportPath, leadListQuerySchema, LEAD_EXPORTS_PATH, type LeadMatchQuery } from '@estate/domain';
import { noStore, requireStaff, staffOf, validated } from '../../platform';
import type { LeadExportService } from './leadExportService';

/**
 * How long GET /leads/export waits for its export before answering where to follow it: the file's
 * download must still end within Hosting's 60 s.
 */
export const LEAD_EXPORT_WAIT_MS = 40_000;

const API_PREFIX = '/api';
const routeOf = (path: string) => path.slice(API_PREFIX.length);

/**
 * Lead exports for staff, prepared in the background (leadExportService): POST /leads/exports
 * asks, GET /leads/exports/:id follows, GET /leads/exports/:id/file downloads. GET /leads/export
 * (the dashboard's original path) asks and waits, then downloads or answers where to follow.
 */
export function leadExportsRouter({ leadExports, stepUp }: { leadExports: LeadExportService; stepUp: RequestHandler }): Router {
  const router = Router();
  const staffOnly = [noStore, requireStaff];

  const queryOf = async (raw: unknown): Promise<LeadMatchQuery> => {
    const { limit: _limit, cursor: _cursor, ...query } = await validated(leadListQuerySchema, raw);
    return query;
  };

  const download = async (res: Response, id: string, viewer: ReturnType<typeof staffOf>) => {
    const { fileName, bytes } = await leadExports.file(id, viewer);
    res.set('Content-Disposition', `attachment; filename="${fileName}"`).type('text/csv; charset=utf-8');
    await pipeline(Readable.from(bytes), res);
  };

  // Asking for an export is the risky step (docs/product/dashboard.md#step-up); following and downloading it are not.
  router.post(routeOf(LEAD_EXPORTS_PATH), ...staffOnly, stepUp, async (req, res) => {
    const started = await leadExports.start(await queryOf(req.query), staffOf(req));
    res.status(202).location(leadExportPath(started.id)).json(started);
  });

  router.get(`${routeOf(LEAD_EXPORTS_PATH)}/:id`, ...staffOnly, async (req, res) => {
    res.json(await leadExports.status(String(req.params.id), staffOf(req)));
  });

  router.get(`${routeOf(LEAD_EXPORTS_PATH)}/:id/file`, ...staffOnly, async (req, res) => {
    await download(res, String(req.params.id), staffOf(req));
  });

  router.get('/leads/export', ...staffOnly, stepUp, async (req, res) => {
    const viewer = staffOf(req);
    const started = await leadExports.start(await queryOf(req.query), viewer);
    const settled = await leadExports.settled(started.id, viewer, LEAD_EXPORT_WAIT_MS);
    if (settled.status === 'ready') return download(res, settled.id, viewer);
    res
      .status(settled.status === 'failed' ? 503 : 202)
      .location(leadExportPath(settled.id))
      .json(settled);
  });

  return router;
}
