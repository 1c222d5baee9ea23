import { Router } from 'express';
import { noStore, requireStaff, staffOf } from '../platform';
import type { LeadStatsService } from './leadStatsService';

/**
 * GET /admin/lead-stats: the Overview's speed to lead and charts; an admin's over
 * every lead, an agent's over their own.
 */
export function leadStatsRouter({ stats }: { stats: LeadStatsService }): Router {
  const router = Router();
  router.get('/admin/lead-stats', noStore, requireStaff, async (req, res) => {
    res.json(await stats.forViewer(staffOf(req)));
  });
  return router;
}
