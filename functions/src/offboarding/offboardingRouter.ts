import { Router } from 'express';
import { deactivationSchema, type DeactivationInput } from '@estate/domain';
import { noStore, requireAdmin, validateBody } from '../platform';
import type { OffboardingService } from './offboardingService';

export interface OffboardingRouterDeps {
  offboarding: OffboardingService;
}

/** docs/product/api.md#api: a staff member's deactivation, its preview and its undo; admins only. */
export function offboardingRouter({ offboarding }: OffboardingRouterDeps): Router {
  const router = Router();
  router.use('/admin/users/:id', noStore, requireAdmin);

  router.get('/admin/users/:id/offboarding', async (req, res) => {
    res.json(await offboarding.preview(String(req.params.id)));
  });

  router.post('/admin/users/:id/deactivate', validateBody(deactivationSchema), async (req, res) => {
    const { reassignTo } = req.body as DeactivationInput;
    res.json(await offboarding.deactivate(String(req.params.id), reassignTo, req.session!.uid));
  });

  router.post('/admin/users/:id/reactivate', async (req, res) => {
    res.json(await offboarding.reactivate(String(req.params.id)));
  });

  return router;
}
