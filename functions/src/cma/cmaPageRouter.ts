import { Router, type Request, type Response } from 'express';
import { AGENCY, CMA_PAGE_PATH, CMA_TEXTS } from '@estate/domain';
import { escapeHtml, PRIVATE_NO_STORE, type ErrorLogger } from '../platform';
import { cmaPageHtml } from './cmaPage';
import { cmaPdf } from './cmaPdf';
import type { CmaReportService } from './cmaReportService';

export interface CmaPageRouterDeps {
  cmaReports: CmaReportService;
  logger: ErrorLogger;
}

/** Personal to its owner: never kept by a cache, never indexed. */
const PERSONAL = { 'Cache-Control': PRIVATE_NO_STORE, 'X-Robots-Tag': 'noindex, nofollow' };

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(
  AGENCY.name,
)}</title></head><body><h1>${escapeHtml(CMA_TEXTS.notFound)}</h1></body></html>`;

/**
 * The owner's CMA (docs/product/cma.md#the-owners-page), at /cma/<token> and /cma/<token>.pdf,
 * outside /api (Hosting sends /cma/** to this function): the signed token is the permission; a
 * forged or unknown one is a 404 (a page to a browser). The owner's visit is recorded on the lead as the service
 * decides; a staff member's own look is not a visit, and a failure to record never fails the page.
 */
export function cmaPageRouter({ cmaReports, logger }: CmaPageRouterDeps): Router {
  const router = Router();

  async function opened(req: Request, res: Response) {
    const found = await cmaReports.open(String(req.params.token));
    if (!found) {
      // A browser asks for a page; anything else (a script, a checker) gets the API's error shape.
      res
        .status(404)
        .set(PERSONAL)
        .format({
          json: () => res.json({ message: CMA_TEXTS.notFound }),
          html: () => res.send(NOT_FOUND_PAGE),
        });
      return undefined;
    }
    if (!req.session?.role) {
      await cmaReports.visited(found.id).catch((error: unknown) => {
        logger.error("A CMA's visit was not recorded", { cmaId: found.id, reason: String(error) });
      });
    }
    return found.report;
  }

  // First: /cma/:token would take the .pdf as part of the token.
  router.get(`${CMA_PAGE_PATH}/:token.pdf`, async (req, res) => {
    const report = await opened(req, res);
    if (!report) return;
    res
      .set(PERSONAL)
      .set('Content-Disposition', 'attachment; filename="comparative-market-analysis.pdf"')
      .type('application/pdf')
      .send(await cmaPdf(report));
  });

  router.get(`${CMA_PAGE_PATH}/:token`, async (req, res) => {
    const report = await opened(req, res);
    if (!report) return;
    res
      .set(PERSONAL)
      .type('html')
      .send(cmaPageHtml(report, `${CMA_PAGE_PATH}/${encodeURIComponent(String(req.params.token))}.pdf`));
  });

  return router;
}
