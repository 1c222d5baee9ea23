import { Router } from 'express';
import { noStore, requireStaff } from '../platform';
import type { UserService } from './userService';

/** GET /staff: who leads may be assigned to, for every staff member's lead screens. */
export function staffRouter({ accounts }: { accounts: UserService }): Router {
  const router = Router();
  router.get('/staff', noStore, requireStaff, async (_req, res) => {
    res.json(await accounts.staff());
  });
  return router;
}
