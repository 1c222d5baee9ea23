import { Router } from 'express';
import { noStore, requireStaff } from '../platform';
import type { RealtimeSessionService } from './realtimeSessionService';

/**
 * POST /session/realtime: a Firebase Auth custom token for the session's account, so the
 * dashboard listens to its leads live. A POST: the sameOrigin guard keeps other sites from
 * minting one with a visitor's cookie.
 */
export function realtimeSessionRouter({ realtime }: { realtime: RealtimeSessionService }): Router {
  const router = Router();
  router.post('/session/realtime', noStore, requireStaff, async (req, res) => {
    const { uid, role } = req.session!;
    res.json(await realtime.start(uid, role!));
  });
  return router;
}
