import { Router } from 'express';
import { CMAS_PATH } from '@estate/domain';
import { apiRoute, noStore, requireStaff, staffOf } from '../platform';
import type { CmaService } from './cmaService';

export interface CmaRouterDeps {
  cmas: CmaService;
}

/** The agents' CMAs (docs/product/api.md#api): staff only, never cached; each write recorded in the audit log (audit/writeActions.ts). */
export function cmaRouter({ cmas }: CmaRouterDeps): Router {
  const router = Router();
  const staffOnly = [noStore, requireStaff];
  const path = apiRoute(CMAS_PATH);

  router.get(path, ...staffOnly, async (req, res) => {
    res.json(await cmas.list(req.query, staffOf(req)));
  });

  router.post(path, ...staffOnly, async (req, res) => {
    res.status(201).json(await cmas.create(req.body, staffOf(req)));
  });

  router.get(`${path}/:id`, ...staffOnly, async (req, res) => {
    res.json(await cmas.get(String(req.params.id), staffOf(req)));
  });

  router.put(`${path}/:id`, ...staffOnly, async (req, res) => {
    res.json(await cmas.save(String(req.params.id), req.body, staffOf(req)));
  });

  router.post(`${path}/:id/publish`, ...staffOnly, async (req, res) => {
    res.json(await cmas.publish(String(req.params.id), staffOf(req)));
  });

  return router;
}
