import type { IndexHtmlTransformHook, Rolldown } from 'vite';
import { PUBLIC_ROUTES } from '../src/app/publicRoutes';
import { preloadRouteCode } from '../vite-plugins/preloadRouteCode';

type Chunk = Rolldown.OutputChunk;

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as unknown as Chunk;

/** A build: the entry imports react; every page has its chunk, importing the shared public chunk and react. */
function fakeBundle(): { bundle: Rolldown.OutputBundle; entry: Chunk } {
  const entry = chunk('assets/index.js', ['assets/react.js'], '/app/hosting/index.html');
  const bundle: Rolldown.OutputBundle = {
    [entry.fileName]: entry,
    'assets/react.js': chunk('assets/react.js'),
    'assets/public.js': chunk('assets/public.js', ['assets/react.js']),
    'assets/carousel.js': chunk('assets/carousel.js'),
  };
  for (const page of new Set(PUBLIC_ROUTES.map((route) => route.page))) {
    const imports = page === 'PropertyDetailPage' ? ['assets/public.js', 'assets/carousel.js'] : ['assets/public.js'];
    bundle[`assets/${page}.js`] = chunk(`assets/${page}.js`, imports, `/app/hosting/src/pages/${page}.tsx`);
  }
  return { bundle, entry };
}

/** The inline script the plugin adds to index.html, run as the browser would at `path`. */
function preloadsAt(path: string): { rel: string; href: string }[] {
  const plugin = preloadRouteCode({ images: { '/': '/media/hero/hero-1.svg' } });
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const { bundle, entry } = fakeBundle();
  const tags = handler.call({} as never, '<html></html>', { path: '/index.html', filename: 'index.html', bundle, chunk: entry });
  const [script] = tags as { children: string }[];
  document.head.innerHTML = '';
  window.history.pushState({}, '', path);
  new Function(script!.children)();
  return [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, href: link.getAttribute('href')! }));
}

describe('the HTML preloads the opened page (vite-plugins/preloadRouteCode)', () => {
  it("preloads a detail page's chunk and its imports, not the entry's, for both path shapes", () => {
    const expected = ['/assets/PropertyDetailPage.js', '/assets/public.js', '/assets/carousel.js'];
    for (const path of ['/property/riverfront-penthouse', '/properties/riverfront-penthouse']) {
      expect(preloadsAt(path)).toEqual(expected.map((href) => ({ rel: 'modulepreload', href })));
    }
  });

  it("preloads the home page's chunk and its largest image", () => {
    expect(preloadsAt('/')).toEqual([
      { rel: 'preload', href: '/media/hero/hero-1.svg' },
      { rel: 'modulepreload', href: '/assets/HomePage.js' },
      { rel: 'modulepreload', href: '/assets/public.js' },
    ]);
  });

  it('tells the listing from a detail page, and matches whatever the case', () => {
    expect(preloadsAt('/Properties/')[0]).toEqual({ rel: 'modulepreload', href: '/assets/PropertiesPage.js' });
  });

  it("preloads nothing on the staff's /auth and /admin, or on unknown paths", () => {
    for (const path of ['/auth', '/admin/leads', '/no-such-page']) expect(preloadsAt(path)).toEqual([]);
  });
});
