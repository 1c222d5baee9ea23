import request from 'supertest';
import type { PageRequest, PublicData } from '@estate/domain';
import type { PageRenderer } from '../../src/site/pageRenderer';
import { createSiteApp, PUBLIC_PAGE_CACHE } from '../../src/site/siteApp';

const TEMPLATE = '<html><head><!--page-head--></head><body><div id="root"><!--page-body--></div><!--page-state--></body></html>';
const data = {} as PublicData;

function siteWith(renderer: Partial<PageRenderer> | Error) {
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

  it('keeps pages the renderer calls not cacheable (the staff shell) out of the CDN', async () => {
    const { app } = siteWith({ renderPage: async () => ({ status: 200, html: 'shell', cacheable: false }) });
    expect((await request(app).get('/admin')).headers['cache-control']).toBe('no-cache');
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

  it('serves /sitemap.xml as XML from the renderer', async () => {
    const { app } = siteWith({ renderSitemap: async () => '<urlset/>' });
    const response = await request(app).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.text).toBe('<urlset/>');
  });

  it('refuses other methods than GET and HEAD with 405', async () => {
    const { app } = siteWith({});
    const response = await request(app).post('/contact').send({ name: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});
