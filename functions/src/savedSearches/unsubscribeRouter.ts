import { Router } from 'express';
import { unsubscribeRoutes } from '../platform';
import type { UnsubscribeService } from './unsubscribeService';

/** Where the emails' one-click unsubscribe posts (RFC 8058): a form body, which app.ts lets through. */
export const UNSUBSCRIBE_ROUTE = '/alerts/unsubscribe';

export interface UnsubscribeRouterDeps {
  unsubscribes: UnsubscribeService;
}

/** /api/alerts/unsubscribe?token=…: the alerts' unsubscribe links (platform's unsubscribeRoutes). */
export function unsubscribeRouter({ unsubscribes }: UnsubscribeRouterDeps): Router {
  const router = Router();
  unsubscribeRoutes(router, UNSUBSCRIBE_ROUTE, unsubscribes);
  return router;
}
