import { Router } from 'express';
import type { AppDeps } from '../deps';
import { firestoreLeadRepository } from './leadRepository';
import { noStore } from '../platform/http/cache';
import { requireStaff, staffOf } from '../platform/http/session';
import { ownLeadsOf } from './leadAccess';
import { leadStats, statsWeeks } from './leadStats';

/**
 * GET /admin/lead-stats: the Overview's speed to lead and charts; an admin's over
 * every lead, an agent's over their own.
 */
export function leadStatsRouter({ db }: AppDeps): Router {
  const router = Router();
  const leads = firestoreLeadRepository(db);
  router.get('/admin/lead-stats', noStore, requireStaff, async (req, res) => {
    const owner = ownLeadsOf(staffOf(req));
    const now = new Date();
    const since = new Date(statsWeeks(now)[0]!);
    const [recent, byStatus, olderNew] = await Promise.all([
      leads.receivedSince(since, owner),
      leads.countByStatus(owner),
      leads.countNewBefore(since, owner),
    ]);
    res.json(leadStats(recent, byStatus, olderNew, now));
  });
  return router;
}
