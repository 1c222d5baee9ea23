import { Router } from 'express';
import { HOMEOWNER_REPORT_OPENED_API_PATH, HOMEOWNER_REPORT_UNSUBSCRIBE_API_PATH } from '@estate/domain';
import { apiRoute, errorEvent, noStore, unsubscribeRoutes, type ErrorLogger } from '../platform';
import type { HomeownerReportService } from './homeownerReportService';

/** Where the report's one-click unsubscribe posts (RFC 8058): a form body, which app.ts lets through. */
export const HOMEOWNER_REPORT_UNSUBSCRIBE_ROUTE = apiRoute(HOMEOWNER_REPORT_UNSUBSCRIBE_API_PATH);

/** A transparent 1×1 GIF. */
export const OPEN_IMAGE = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface HomeownerReportRouterDeps {
  homeownerReports: HomeownerReportService;
  logger: ErrorLogger;
}

/**
 * The homeowner report's public routes (docs/product/api.md#api), the signed token their only
 * permission: the open image, and the unsubscribe (GET says, POST does).
 */
export function homeownerReportRouter({ homeownerReports, logger }: HomeownerReportRouterDeps): Router {
  const router = Router();

  // The same image whatever the token, and whatever the noting of the open made of it: a mail
  // client shows nothing broken, and the answer tells nobody whether a token is one of ours.
  router.get(`${apiRoute(HOMEOWNER_REPORT_OPENED_API_PATH)}/:token.gif`, noStore, async (req, res) => {
    await homeownerReports.opened(String(req.params.token)).catch((error: unknown) => {
      logger.error('A homeowner report open was not noted', errorEvent(error));
    });
    res.type('image/gif').send(OPEN_IMAGE);
  });

  unsubscribeRoutes(router, HOMEOWNER_REPORT_UNSUBSCRIBE_ROUTE, homeownerReports);

  return router;
}
