import { Router } from 'express';
import { noStore } from '../platform';
import type { HealthService } from './healthService';

/**
 * GET /api/health, for uptime monitors and the team: each dependency ok or failing, with its
 * latency. No session needed; 503 while any dependency fails, with the same report.
 */
export function healthRouter({ health }: { health: HealthService }): Router {
  const router = Router();
  router.get('/health', noStore, async (_req, res) => {
    const report = await health.report();
    const failing = Object.entries(report.dependencies).filter(([, dependency]) => dependency.status === 'failing');
    if (failing.length === 0) {
      res.json(report);
      return;
    }
    res.status(503).json({ message: `Not every service answers: ${failing.map(([name]) => name).join(', ')}.`, ...report });
  });
  return router;
}
