import { Router, type RequestHandler } from 'express';
import { resoKeyInputSchema, type ResoKeyInput } from '@estate/domain';
import { noStore, requireAdmin, staffOf, validateBody } from '../platform';
import type { ResoKeyService } from './resoKeyService';

export const RESO_KEYS_PATH = '/admin/settings/reso-keys';

/** The RESO feed's keys in the dashboard's Settings: admins list, create and revoke them. */
export function resoKeysRouter({ resoKeys, stepUp }: { resoKeys: ResoKeyService; stepUp: RequestHandler }): Router {
  const router = Router();
  const adminOnly = [noStore, requireAdmin];

  router.get(RESO_KEYS_PATH, ...adminOnly, async (_req, res) => {
    res.json(await resoKeys.list());
  });

  // The key is in this answer only: it is stored hashed.
  router.post(RESO_KEYS_PATH, ...adminOnly, stepUp, validateBody(resoKeyInputSchema), async (req, res) => {
    res.status(201).json(await resoKeys.create(req.body as ResoKeyInput, staffOf(req).uid));
  });

  router.delete(`${RESO_KEYS_PATH}/:id`, ...adminOnly, async (req, res) => {
    await resoKeys.revoke(req.params.id as string);
    res.json({ message: 'Key revoked' });
  });

  return router;
}
