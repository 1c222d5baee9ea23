import { Router } from 'express';
import { noStore } from '../platform';
import type { UnsubscribeService } from './unsubscribeService';

/** Where the emails' one-click unsubscribe posts (RFC 8058): a form body, which app.ts lets through. */
export const UNSUBSCRIBE_ROUTE = '/alerts/unsubscribe';

export interface UnsubscribeRouterDeps {
  unsubscribes: UnsubscribeService;
}

/**
 * /api/alerts/unsubscribe?token=…: public, the signed token is the permission. GET says what the
 * link would do and changes nothing; POST does it (the mail client's one-click, whose body is
 * `List-Unsubscribe=One-Click`, and the confirmation page's button).
 */
export function unsubscribeRouter({ unsubscribes }: UnsubscribeRouterDeps): Router {
  const router = Router();
  router.use(UNSUBSCRIBE_ROUTE, noStore);

  router.get(UNSUBSCRIBE_ROUTE, async (req, res) => {
    res.json(await unsubscribes.preview(req.query.token));
  });

  router.post(UNSUBSCRIBE_ROUTE, async (req, res) => {
    res.json(await unsubscribes.apply(req.query.token));
  });

  return router;
}
