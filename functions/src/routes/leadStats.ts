import { Router } from 'express';
import type { AppDeps } from '../deps';
import { firestoreLeadRepository } from '../data/leadRepository';
import { noStore } from '../middleware/cache';
import { requireAdmin } from '../middleware/session';
import { leadStats, statsWeeks } from '../services/leadStats';

/** GET /admin/lead-stats: the Overview's speed to lead and charts (issue 12), admins only. */
export function leadStatsRouter({ db }: AppDeps): Router {
  const router = Router();
  const leads = firestoreLeadRepository(db);
  router.get('/admin/lead-stats', noStore, requireAdmin, async (_req, res) => {
    const now = new Date();
    const since = new Date(statsWeeks(now)[0]!);
    const [recent, byStatus, olderNew] = await Promise.all([
      leads.receivedSince(since),
      leads.countByStatus(),
      leads.countNewBefore(since),
    ]);
    res.json(leadStats(recent, byStatus, olderNew, now));
  });
  return router;
}
