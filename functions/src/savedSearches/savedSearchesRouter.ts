import { Router } from 'express';
import {
  alertsSwitchSchema,
  savedSearchChangeSchema,
  savedSearchSchema,
  type AlertsSwitch,
  type SavedSearchChange,
  type SavedSearchInput,
} from '@estate/domain';
import { clientOf, noStore, requireClient, validateBody } from '../platform';
import type { SavedSearchService } from './savedSearchService';

export interface SavedSearchesRouterDeps {
  savedSearches: SavedSearchService;
}

/** /api/account/searches and /api/account/alerts: a client's own saved searches and the switch of all their alerts. */
export function savedSearchesRouter({ savedSearches }: SavedSearchesRouterDeps): Router {
  const router = Router();
  router.use('/account/searches', noStore);

  router.get('/account/searches', requireClient, async (req, res) => {
    res.json(await savedSearches.list(clientOf(req)));
  });

  router.post('/account/searches', requireClient, validateBody(savedSearchSchema), async (req, res) => {
    res.status(201).json(await savedSearches.create(clientOf(req), req.body as SavedSearchInput));
  });

  router.patch('/account/searches/:id', requireClient, validateBody(savedSearchChangeSchema), async (req, res) => {
    res.json(await savedSearches.update(clientOf(req), String(req.params.id), req.body as SavedSearchChange));
  });

  router.delete('/account/searches/:id', requireClient, async (req, res) => {
    await savedSearches.remove(clientOf(req), String(req.params.id));
    res.status(204).end();
  });

  router.put('/account/alerts', noStore, requireClient, validateBody(alertsSwitchSchema), async (req, res) => {
    res.json(await savedSearches.setAlertsOff(clientOf(req), (req.body as AlertsSwitch).alertsOff));
  });

  return router;
}
