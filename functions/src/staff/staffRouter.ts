import { Router } from 'express';
import type { AppDeps } from '../deps';
import { firestoreUserRepository } from './userRepository';
import { noStore } from '../platform/http/cache';
import { requireStaff } from '../platform/http/session';
import { userService } from './userService';

/** GET /staff: who leads may be assigned to, for every staff member's lead screens. */
export function staffRouter({ db, auth }: AppDeps): Router {
  const router = Router();
  const accounts = userService(auth, firestoreUserRepository(db));
  router.get('/staff', noStore, requireStaff, async (_req, res) => {
    res.json(await accounts.staff());
  });
  return router;
}
