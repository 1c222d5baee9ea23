import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import request from 'supertest';
import { PAGE_UNAVAILABLE, type PageRequest, type PublicData, type RenderedPage, type SitemapRequest } from '@estate/domain';
import type { PageRenderer } from '../../src/site/pageRenderer';
import { KEPT_RENDER_MAX_AGE_MS, renderCache } from '../../src/site/renderCache';
import { createSiteApp, PUBLIC_PAGE_CACHE, STALE_PAGE_CACHE } from '../../src/site/siteApp';

const TEMPLATE = '<html><head><!--page-head--></head><body><div id="root"><!--page-body--></div><!--page-state--></body></html>';
const data = {} as PublicData;

function siteWith(renderer: Partial<PageRenderer> | Error, renderDeadlineMs?: number) {
  const logged: string[] = [];
  const app = createSiteApp({
    data,
    renderer: async () => {
      if (renderer instanceof Error) throw renderer;
      return { template: TEMPLATE, renderPage: jest.fn(), renderSitemap: jest.fn(), ...renderer };
    },
    logger: { error: (message) => logged.push(message) },
    imageOrigins: [],
    connectOrigins: [],
    renderDeadlineMs,
  });
  return { app, logged };
}

describe('the site function', () => {
  it('answers the rendered page with its status, as HTML the CDN may keep for a minute', async () => {
    const renderPage = jest.fn(async ({ url }: PageRequest) => ({ status: 404, html: `<p>${url}</p>`, cacheable: true }));
    const { app } = siteWith({ renderPage });
    const response = await request(app).get('/properties/gone?x=1');
    expect(response.status).toBe(404);
    expect(response.text).toBe('<p>/properties/gone?x=1</p>');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    expect(renderPage).toHaveBeenCalledWith({ url: '/properties/gone?x=1', data, template: TEMPLATE });
  });

  it('sends a page compressed with Brotli at quality 10, to fit more of it in the first packets of a connection', async () => {
    // A page of varied words, as a page's text is: a repeated string would compress alike at every quality.
    const words = ['estate', 'Hyde Park', 'penthouse', 'river', 'Georgian', 'garden', 'Indian Hill', 'terrace', 'library', 'views'];
    const html = `<main>${Array.from({ length: 400 }, (_, n) => `<article><h3>${words[(n * n) % 10]} ${words[(n * 7) % 10]} ${(n * 2654435761) % 99991}</h3></article>`).join('')}</main>`;
    const { app } = siteWith({ renderPage: async () => ({ status: 200, html, cacheable: true }) });
    // Over node:http: supertest and fetch would decompress the body before the test sees its bytes.
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/properties', headers: { 'Accept-Encoding': 'br' } }, resolve).on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    server.close();
    expect(response.headers['content-encoding']).toBe('br');
    const body = Buffer.concat(chunks);
    expect(brotliDecompressSync(body).toString()).toBe(html);
    const atQuality = (quality: number) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(atQuality(10)).toBeLessThan(atQuality(4));
    expect(body.length).toBe(atQuality(10));
  });

  it('keeps pages the renderer calls not cacheable (the staff and account shells) out of every cache', async () => {
    const { app } = siteWith({ renderPage: async () => ({ status: 200, html: 'shell', cacheable: false }) });
    expect((await request(app).get('/admin')).headers['cache-control']).toBe('private, no-store');
  });

  it('falls back to the browser-rendered shell with a 500, logged and never cached, when a render fails', async () => {
    const { app, logged } = siteWith({
      renderPage: async () => {
        throw new Error('Firestore is down');
      },
    });
    const response = await request(app).get('/about');
    expect(response.status).toBe(500);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe('<html><head><title>Queen City Estates</title></head><body><div id="root"></div></body></html>');
    expect(logged).toEqual(['Server render failed']);
  });

  it('answers 503 when the renderer is not built', async () => {
    const { app, logged } = siteWith(new Error('Cannot find module entry.mjs'));
    const response = await request(app).get('/');
    expect(response.status).toBe(503);
    expect(response.text).toBe('The site is unavailable. Please try again shortly.');
    expect(logged).toEqual(['The server renderer did not load']);
  });

  it('serves /sitemap.xml and the sitemaps under /sitemaps/ as XML from the renderer, as the CDN may keep them', async () => {
    const renderSitemap = jest.fn(async ({ path }: SitemapRequest) => `<urlset>${path}</urlset>`);
    const { app } = siteWith({ renderSitemap });
    for (const path of ['/sitemap.xml', '/sitemaps/listings-2026-11.xml']) {
      const response = await request(app).get(path);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
      expect(response.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
      expect(response.text).toBe(`<urlset>${path}</urlset>`);
      expect(renderSitemap).toHaveBeenLastCalledWith({ path, data });
    }
  });

  it("answers the site's 404 page for a path under /sitemaps/ that names no sitemap", async () => {
    const renderPage = jest.fn(async ({ url }: PageRequest) => ({ status: 404, html: `<p>Not found: ${url}</p>`, cacheable: true }));
    const { app } = siteWith({ renderSitemap: async () => null, renderPage });
    const response = await request(app).get('/sitemaps/listings-2026-13.xml');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.text).toBe('<p>Not found: /sitemaps/listings-2026-13.xml</p>');
  });

  it('refuses other methods than GET and HEAD with 405', async () => {
    const { app } = siteWith({});
    const response = await request(app).post('/contact').send({ name: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

/** Data that never comes: a render or a sitemap that waits forever. */
const never = () => new Promise<never>(() => undefined);
const DEADLINE_MS = 50;

describe('the site function when the data does not come in time', () => {
  /** What each render does in turn: answers a page, waits forever, or fails with an error. */
  type Render = RenderedPage | 'hang' | { fails: unknown };
  function rendering(...renders: Render[]) {
    return jest.fn(async (): Promise<RenderedPage> => {
      const next = renders.shift();
      if (!next) throw new Error('The test queued no more renders');
      if (next === 'hang') return never();
      if ('fails' in next) throw next.fails;
      return next;
    });
  }

  it("answers the 503 page in the site's look, with Retry-After and never stored, when no render is kept", async () => {
    const { app, logged } = siteWith({ renderPage: rendering('hang') }, DEADLINE_MS);
    const response = await request(app).get('/properties?city=Hyde%20Park');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.text).toContain(PAGE_UNAVAILABLE.title);
    expect(response.text).toContain(PAGE_UNAVAILABLE.description);
    expect(response.text).toContain(`<a href="/properties?city=Hyde%20Park">${PAGE_UNAVAILABLE.retry}</a>`);
    expect(logged).toEqual(["A page's data did not come in time"]);
  });

  it('answers the last good render of the page, marked stale, with its status', async () => {
    const kept = { status: 200, html: '<p>Hyde Park, kept</p>', cacheable: true };
    const { app } = siteWith({ renderPage: rendering(kept, 'hang') }, DEADLINE_MS);
    expect((await request(app).get('/x')).text).toBe(kept.html);

    const response = await request(app).get('/x');
    expect(response.status).toBe(200);
    expect(response.text).toBe(kept.html);
    expect(response.headers['cache-control']).toBe(STALE_PAGE_CACHE);
    expect(response.headers['cache-status']).toBe('site; hit; detail=stale');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('drops every kept render when a listing changes who may see it (the listing gate), and serves none older than its bound', async () => {
    let announce = () => {};
    let now = 0;
    const kept = { status: 200, html: '<p>Canary Manor, before it turned private</p>', cacheable: true };
    const renderPage = rendering(kept, 'hang', kept, 'hang');
    const app = createSiteApp({
      data,
      renderer: async () => ({ template: TEMPLATE, renderPage, renderSitemap: jest.fn() }),
      logger: { error: () => undefined },
      imageOrigins: [],
      connectOrigins: [],
      renderDeadlineMs: DEADLINE_MS,
      listingGate: { watch: (onChange) => ((announce = onChange), () => undefined) },
      keptRenders: renderCache({ now: () => now }),
    });
    await request(app).get('/properties/canary').expect(200);
    announce();
    const afterChange = await request(app).get('/properties/canary');
    expect(afterChange.status).toBe(503);
    expect(afterChange.text).not.toContain('Canary Manor');

    await request(app).get('/properties/canary').expect(200);
    now = KEPT_RENDER_MAX_AGE_MS + 1;
    const tooOld = await request(app).get('/properties/canary');
    expect(tooOld.status).toBe(503);
    expect(tooOld.text).not.toContain('Canary Manor');
  });

  it("keeps a page's render for that URL only", async () => {
    const { app } = siteWith({ renderPage: rendering({ status: 200, html: '<p>x</p>', cacheable: true }, 'hang') }, DEADLINE_MS);
    await request(app).get('/x').expect(200);
    expect((await request(app).get('/y')).status).toBe(503);
  });

  it('keeps no render of a page the renderer calls not cacheable (the staff shell)', async () => {
    const { app } = siteWith({ renderPage: rendering({ status: 200, html: 'shell', cacheable: false }, 'hang') }, DEADLINE_MS);
    await request(app).get('/admin').expect(200);
    const response = await request(app).get('/admin');
    expect(response.status).toBe(503);
    expect(response.text).not.toContain('shell');
  });

  it.each([
    ['UNAVAILABLE', { code: 14 }],
    ['DEADLINE_EXCEEDED', { code: 4 }],
  ])("treats Firestore's %s as data that did not come: a kept render, else the 503 page", async (_name, failure) => {
    const kept = { status: 404, html: '<p>gone</p>', cacheable: true };
    const { app } = siteWith({ renderPage: rendering({ fails: failure }, kept, { fails: failure }) });
    const first = await request(app).get('/properties/gone');
    expect(first.status).toBe(503);
    expect(first.text).toContain(PAGE_UNAVAILABLE.title);
    await request(app).get('/properties/gone').expect(404);
    const stale = await request(app).get('/properties/gone');
    expect(stale.status).toBe(404);
    expect(stale.text).toBe(kept.html);
    expect(stale.headers['cache-status']).toBe('site; hit; detail=stale');
  });

  it('still answers the 500 client-rendered shell to any other failure, even with a kept render', async () => {
    const { app, logged } = siteWith({
      renderPage: rendering({ status: 200, html: '<p>x</p>', cacheable: true }, { fails: new Error('a bug') }),
    });
    await request(app).get('/x').expect(200);
    const response = await request(app).get('/x');
    expect(response.status).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.text).toBe('<html><head><title>Queen City Estates</title></head><body><div id="root"></div></body></html>');
    expect(logged).toEqual(['Server render failed']);
  });

  it('answers 503 with Retry-After, never stored, for a sitemap whose data does not come', async () => {
    const { app, logged } = siteWith({ renderSitemap: never }, DEADLINE_MS);
    const response = await request(app).get('/sitemaps/listings-2026-11.xml');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe(PAGE_UNAVAILABLE.description);
    expect(logged).toEqual(["The sitemap's data did not come in time"]);
  });
});
