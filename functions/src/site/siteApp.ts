import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { AGENCY, fillTemplate, PAGE_UNAVAILABLE, type PublicData } from '@estate/domain';
import { DEADLINES_MS, errorEvent, type ErrorLogger, isUnavailable, RETRY_AFTER_SECONDS, withDeadline } from '../platform';
import { contentSecurityPolicy, inlineScriptHashes } from './contentSecurityPolicy';
import type { PageRenderer } from './pageRenderer';
import { renderCache } from './renderCache';
import { unavailablePage } from './unavailablePage';

export interface SiteDeps {
  data: PublicData;
  renderer: () => Promise<PageRenderer>;
  logger: ErrorLogger;
  /** Where uploaded photos come from, for the pages' Content-Security-Policy (uploadImageOrigins). */
  imageOrigins: string[];
  /** Where pages connect beyond the site (firebaseConnectOrigins, basemapConnectSources). */
  connectOrigins: string[];
  /** How long a render may wait for its data (platform/deadlines.ts). */
  renderDeadlineMs?: number;
  /** Tells of each change to what the listing gate lets through; every kept render is dropped then. */
  listingGate?: { watch(onChange: () => void): () => void };
  /** The kept renders (tests give their own clock). */
  keptRenders?: ReturnType<typeof renderCache>;
}

/**
 * How long Hosting's CDN keeps a public page: fresh for a minute, then served while a new render
 * is made for up to another. An admin's edit is on every public page within two minutes.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
/** The shells the browser fills (/auth, /admin, a client's /account): nothing to keep, and personal once filled. */
const NOT_CACHED = 'private, no-store';
/** A kept render served because the data did not come in time: the CDN may pass it on only briefly. */
export const STALE_PAGE_CACHE = 'public, max-age=0, s-maxage=10';
/** A 503 of the site: ask again shortly, and let no cache keep it. */
const UNAVAILABLE_HEADERS = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };

/** The page shell without server-rendered content: the browser renders the page itself. */
const clientRenderedShell = (template: string) => fillTemplate(template, { head: `<title>${AGENCY.name}</title>` });

const describe = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error);

/** The `site` function: every page of the site that is not a static file, rendered on the server. */
export function createSiteApp({
  data,
  renderer,
  logger,
  imageOrigins,
  connectOrigins,
  renderDeadlineMs = DEADLINES_MS.read,
  listingGate,
  keptRenders = renderCache(),
}: SiteDeps): Express {
  const app = express();
  const lastGood = keptRenders;
  // A listing that turned private or left the market must not live on in a kept render: any such
  // change drops them all (they are rare; the next visits keep new ones). Watched from the first
  // request, not when the module loads (the deploy's discovery loads it with no database).
  let watching = false;
  app.use((_req, _res, next) => {
    if (!watching && listingGate) listingGate.watch(() => lastGood.clear());
    watching = true;
    next();
  });
  // The policy allows the template's own inline scripts by their hashes: worked out once per template.
  let policy: { template: string; header: string } | undefined;
  const policyFor = (template: string) => {
    if (policy?.template !== template) {
      policy = { template, header: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(template), imageOrigins, connectOrigins }) };
    }
    return policy.header;
  };
  app.disable('x-powered-by');
  // Pages carry their styles and data inline (tens of KB): sent compressed, as Hosting's CDN then
  // keeps them, and as the local emulator would otherwise not. Brotli at quality 10, not the
  // library's 4: the listing's 78 KB page is 13 KB instead of 15 KB, so with its headers it fits
  // the ten packets a new connection may send before its first acknowledgement, and arrives a round
  // trip sooner. It costs about 30 ms of CPU for that page, and the CDN keeps a page a minute.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } } }));

  /** The renderer, or a 503 (logged) when its build is missing or broken. */
  async function loadRenderer(res: Response): Promise<PageRenderer | undefined> {
    try {
      return await renderer();
    } catch (error) {
      logger.error('The server renderer did not load', { error: describe(error) });
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('The site is unavailable. Please try again shortly.');
      return undefined;
    }
  }

  // The sitemap index and the sitemaps it lists (docs/product/site.md#sitemap); a path that names
  // none is the site's 404 page.
  app.get(['/sitemap.xml', '/sitemaps/{*file}'], async (req, res, next) => {
    const loaded = await loadRenderer(res);
    if (!loaded) return;
    const sitemap = await withDeadline(loaded.renderSitemap({ path: req.path, data }), renderDeadlineMs).catch((error: unknown) => {
      if (!isUnavailable(error)) throw error;
      logger.error("The sitemap's data did not come in time", { path: req.path, error: describe(error) });
      return undefined;
    });
    if (sitemap === null) {
      next();
      return;
    }
    if (sitemap === undefined) {
      res.status(503).set(UNAVAILABLE_HEADERS).type('text/plain').send(PAGE_UNAVAILABLE.description);
      return;
    }
    res.set('Cache-Control', PUBLIC_PAGE_CACHE).type('application/xml').send(sitemap);
  });

  app.get('/{*path}', async (req: Request, res: Response) => {
    const loaded = await loadRenderer(res);
    if (!loaded) return;
    const { renderPage, template } = loaded;
    const url = req.originalUrl;
    try {
      const page = await withDeadline(renderPage({ url, data, template }), renderDeadlineMs);
      if (page.cacheable) lastGood.keep(url, page);
      res
        .status(page.status)
        .set('Content-Security-Policy', policyFor(template))
        .set('Cache-Control', page.cacheable ? PUBLIC_PAGE_CACHE : NOT_CACHED)
        .type('html')
        .send(page.html);
    } catch (error) {
      if (isUnavailable(error)) {
        logger.error("A page's data did not come in time", { path: req.path, error: describe(error) });
        const kept = lastGood.get(url);
        if (kept) {
          // RFC 9211: this answer is a kept copy, not a fresh render.
          res
            .status(kept.status)
            .set({
              'Content-Security-Policy': policyFor(template),
              'Cache-Control': STALE_PAGE_CACHE,
              'Cache-Status': 'site; hit; detail=stale',
            })
            .type('html')
            .send(kept.html);
        } else {
          res.status(503).set(UNAVAILABLE_HEADERS).type('html').send(unavailablePage(url));
        }
        return;
      }
      // The browser can still render the page from the API; the 500 keeps crawlers from indexing it.
      logger.error('Server render failed', errorEvent(error, req));
      res
        .status(500)
        .set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': policyFor(template) })
        .type('html')
        .send(clientRenderedShell(template));
    }
  });

  app.all('/{*path}', (req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send(`${req.method} is not allowed here`);
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error('Unhandled error in site', errorEvent(error, req));
    res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Something went wrong on our side. Please try again later.');
  });

  return app;
}
