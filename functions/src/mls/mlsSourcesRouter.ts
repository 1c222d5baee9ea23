import { Router } from 'express';
import { noStore, requireAdmin } from '../platform';
import type { MlsSourcesService } from './mlsSourcesService';

export const MLS_SOURCES_PATH = '/mls/sources';

export interface MlsSourcesRouterDeps {
  mlsSources: MlsSourcesService;
}

/** The dashboard's MLS sources (docs/product/mls.md#operating-the-sources): admins read each source's state, pause, resume, re-sync. */
export function mlsSourcesRouter({ mlsSources }: MlsSourcesRouterDeps): Router {
  const router = Router();
  const adminOnly = [noStore, requireAdmin];
  const idOf = (params: Record<string, string | string[]>) => String(params.id);

  router.get(MLS_SOURCES_PATH, ...adminOnly, async (_req, res) => {
    res.json(await mlsSources.list());
  });

  router.post(`${MLS_SOURCES_PATH}/:id/pause`, ...adminOnly, async (req, res) => {
    await mlsSources.setPaused(idOf(req.params), true);
    res.json({ message: 'Source paused' });
  });

  router.post(`${MLS_SOURCES_PATH}/:id/resume`, ...adminOnly, async (req, res) => {
    await mlsSources.setPaused(idOf(req.params), false);
    res.json({ message: 'Source resumed' });
  });

  router.post(`${MLS_SOURCES_PATH}/:id/resync`, ...adminOnly, async (req, res) => {
    await mlsSources.requestResync(idOf(req.params));
    res.json({ message: 'Full re-sync requested' });
  });

  return router;
}
