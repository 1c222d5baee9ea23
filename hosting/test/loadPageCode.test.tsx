import type { IndexHtmlTransformHook, Rolldown } from 'vite';
import { PUBLIC_ROUTES } from '@/app/publicRoutes';
import { loadPageCode } from '../vite-plugins/loadPageCode';

const PHOTO_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** The hero's photo: a JPEG named by its size and colour, with AVIF and WebP beside it (packages/domain/src/photos.ts). */
const HERO = `/media/art/${PHOTO_ID}_1920x1080_182838.jpg`;
const HERO_SIZES = '100vw';
const HERO_AVIF_SRCSET = [320, 640, 960, 1600, 1920].map((width) => `/media/art/${PHOTO_ID}-${width}.avif ${width}w`).join(', ');

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

const INDEX_HTML = '<html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>';

/** The plugin's output for index.html: the page's HTML and the inline script it adds. */
function transform(heroSrc = HERO): { html: string; script: string } {
  const plugin = loadPageCode({ images: { '/': { src: heroSrc, sizes: HERO_SIZES } } });
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const { bundle, entry } = fakeBundle();
  const { html, tags } = handler.call({} as never, INDEX_HTML, { path: '/index.html', filename: 'index.html', bundle, chunk: entry }) as {
    html: string;
    tags: { children: string }[];
  };
  return { html, script: tags[0]!.children };
}

/** What the head asks for: preloads and scripts, in order. */
const requested = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')].map((element) =>
    element instanceof HTMLLinkElement
      ? { rel: element.rel, href: element.href && element.getAttribute('href')! }
      : { script: element.getAttribute('src')! },
  );

/** Runs the inline script as the browser would at `path`, after the page has loaded (jsdom's state). */
function requestsAt(path: string, heroSrc?: string) {
  document.head.innerHTML = '';
  window.history.pushState({}, '', path);
  new Function(transform(heroSrc).script)();
  return requested();
}

/** The image preload the script added, as the browser reads it. */
const imagePreload = () => {
  const link = document.head.querySelector<HTMLLinkElement & { imageSrcset?: string; imageSizes?: string }>('link[rel=preload]')!;
  return { as: link.as, imageSrcset: link.imageSrcset, imageSizes: link.imageSizes, type: link.type, fetchPriority: link.fetchPriority };
};

describe('how a page loads its code (vite-plugins/loadPageCode)', () => {
  it("asks for a detail page's chunk and its imports, not the entry's, with the entry, for both path shapes", () => {
    const expected = ['/assets/PropertyDetailPage.js', '/assets/public.js', '/assets/carousel.js'];
    for (const path of ['/property/riverfront-penthouse', '/properties/riverfront-penthouse']) {
      expect(requestsAt(path)).toEqual([...expected.map((href) => ({ rel: 'modulepreload', href })), { script: '/assets/index.js' }]);
    }
  });

  it("preloads the home page's largest image before its code: the AVIF file of its width that the picture will take", () => {
    expect(requestsAt('/')).toEqual([
      { rel: 'preload', href: '' },
      { rel: 'modulepreload', href: '/assets/HomePage.js' },
      { rel: 'modulepreload', href: '/assets/public.js' },
      { script: '/assets/index.js' },
    ]);
    expect(imagePreload()).toEqual({
      as: 'image',
      imageSrcset: HERO_AVIF_SRCSET,
      imageSizes: HERO_SIZES,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  });

  it('preloads an image that is not a photo by its URL', () => {
    expect(requestsAt('/', '/media/hero/hero-1.svg')[0]).toEqual({ rel: 'preload', href: '/media/hero/hero-1.svg' });
  });

  it('requests the code only once the page has loaded, so it never competes with the first paint', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      document.head.innerHTML = '';
      window.history.pushState({}, '', '/');
      new Function(transform().script)();
      expect(requested()).toEqual([{ rel: 'preload', href: '' }]);
      window.dispatchEvent(new Event('load'));
      expect(requested()).toContainEqual({ script: '/assets/index.js' });
    } finally {
      readyState.mockRestore();
    }
  });

  it("takes the entry's script tag out of the HTML: the inline script adds it", () => {
    expect(transform().html).not.toContain('<script');
  });

  it('tells the listing from a detail page, and matches whatever the case', () => {
    expect(requestsAt('/Properties/')[0]).toEqual({ rel: 'modulepreload', href: '/assets/PropertiesPage.js' });
  });

  it("loads only the entry on the staff's /auth and /admin, and on unknown paths", () => {
    for (const path of ['/auth', '/admin/leads', '/no-such-page']) expect(requestsAt(path)).toEqual([{ script: '/assets/index.js' }]);
  });
});
