import { Router } from 'express';
import { deleteLeadsSchema, leadListQuerySchema } from '@estate/domain';
import type { AppDeps } from '../deps';
import { firestoreLeadRepository } from '../data/leadRepository';
import { noStore } from '../middleware/cache';
import { perClientPerMinute } from '../middleware/rateLimit';
import { requireAdmin } from '../middleware/session';
import { validated } from '../middleware/validate';
import { leadService } from '../services/leads';
import { leadsCsvFileName, leadsToCsv } from '../services/leadsCsv';

/** A visitor sends a lead or two; a client sending more per minute is most likely a script. */
export const LEADS_PER_MINUTE = 10;

/** POST /leads (public); listing, export and deletion for admins. */
export function leadsRouter({ db, config }: AppDeps): Router {
  const router = Router();
  const leads = leadService(firestoreLeadRepository(db));
  const adminOnly = [noStore, requireAdmin];

  // A retry with the same Idempotency-Key answers exactly what the first request did: 201, same id.
  router.post('/leads', perClientPerMinute(LEADS_PER_MINUTE, config), async (req, res) => {
    const id = await leads.submit(req.body, req.get('Idempotency-Key'));
    res.status(201).json({ id, message: 'Lead received' });
  });

  // GET /debug/leads is the path the dashboard calls (SPEC §7); GET /leads is its REST name.
  router.get(['/leads', '/debug/leads'], ...adminOnly, async (req, res) => {
    res.json(await leads.list(await validated(leadListQuerySchema, req.query)));
  });

  router.get('/leads/export', ...adminOnly, async (req, res) => {
    const csv = leadsToCsv(await leads.list(await validated(leadListQuerySchema, req.query)));
    res.set('Content-Disposition', `attachment; filename="${leadsCsvFileName()}"`).type('text/csv; charset=utf-8').send(csv);
  });

  router.delete('/leads/:id', ...adminOnly, async (req, res) => {
    await leads.remove(String(req.params.id));
    res.json({ message: 'Lead deleted' });
  });

  router.delete('/leads', ...adminOnly, async (req, res) => {
    const { ids } = await validated(deleteLeadsSchema, req.body);
    res.json({ deleted: await leads.removeMany(ids) });
  });

  return router;
}
