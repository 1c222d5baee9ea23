import type { IndexHtmlTransformHook, Rolldown } from 'vite';
import { PUBLIC_ROUTES } from '@/app/publicRoutes';
import { CONTENTFUL_PAINT_WAIT_MS, loadPageCode } from '../../vite-plugins/loadPageCode';

const PHOTO_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** The hero's photo: a JPEG named by its size and colour, with AVIF and WebP beside it (packages/domain/src/uploads/photos.ts). */
const HERO = `/media/art/${PHOTO_ID}_1920x1080_182838.jpg`;
const HERO_SIZES = '100vw';
const HERO_AVIF_SRCSET = [320, 640, 800, 960, 1600, 1920].map((width) => `/media/art/${PHOTO_ID}-${width}.avif ${width}w`).join(', ');

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

const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/style.css">';
const INDEX_HTML = `<html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index.js"></script>${STYLESHEET}</head><body></body></html>`;

/** The plugin's output for index.html: the page's HTML and the inline scripts it adds, in the document's order, as one. */
function transform(heroSrc = HERO, indexHtml = INDEX_HTML): { html: string; script: string } {
  const plugin = loadPageCode({ images: { '/': { src: heroSrc, sizes: HERO_SIZES } } });
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const { bundle, entry } = fakeBundle();
  const html = handler.call({} as never, indexHtml, { path: '/index.html', filename: 'index.html', bundle, chunk: entry }) as string;
  return { html, script: [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body).join('\n') };
}

/** What the head asks for: preloads and scripts, in order. */
const requested = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')].map((element) =>
    element instanceof HTMLLinkElement
      ? { rel: element.rel, href: element.href && element.getAttribute('href')! }
      : { script: element.getAttribute('src')! },
  );

/** Runs the inline script as the browser would at `path`, after the page has loaded (jsdom's state) and painted its first frame. */
function requestsAt(path: string, heroSrc?: string) {
  document.head.innerHTML = '';
  window.history.pushState({}, '', path);
  new Function(transform(heroSrc).script)();
  jest.runAllTimers();
  return requested();
}

/** The image preload the script added, as the browser reads it. */
const imagePreload = () => {
  const link = document.head.querySelector<HTMLLinkElement & { imageSrcset?: string; imageSizes?: string }>('link[rel=preload]')!;
  return { as: link.as, imageSrcset: link.imageSrcset, imageSizes: link.imageSizes, type: link.type, fetchPriority: link.fetchPriority };
};

describe('how a page loads its code (vite-plugins/loadPageCode)', () => {
  // The next frame (requestAnimationFrame) and the task after it (setTimeout).
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("asks for a detail page's chunk and its imports, not the entry's, with the entry, for both path shapes", () => {
    const expected = ['/assets/PropertyDetailPage.js', '/assets/public.js', '/assets/carousel.js'];
    for (const path of ['/property/riverfront-penthouse', '/properties/riverfront-penthouse']) {
      expect(requestsAt(path)).toEqual([{ script: '/assets/index.js' }, ...expected.map((href) => ({ rel: 'modulepreload', href }))]);
    }
  });

  it("preloads the home page's largest image before its code: the AVIF file of its width that the picture will take", () => {
    expect(requestsAt('/')).toEqual([
      { rel: 'preload', href: '' },
      { script: '/assets/index.js' },
      { rel: 'modulepreload', href: '/assets/HomePage.js' },
      { rel: 'modulepreload', href: '/assets/public.js' },
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

  it('without paint timing, requests the code once the page has loaded and painted its first frame, so it never holds that frame back', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      document.head.innerHTML = '';
      window.history.pushState({}, '', '/');
      new Function(transform().script)();
      expect(requested()).toEqual([{ rel: 'preload', href: '' }]);
      window.dispatchEvent(new Event('load'));
      expect(requested()).toEqual([{ rel: 'preload', href: '' }]);
      jest.runOnlyPendingTimers(); // the frame: its paint comes after this callback
      expect(requested()).toEqual([{ rel: 'preload', href: '' }]);
      jest.runOnlyPendingTimers(); // the task after the paint
      expect(requested()).toContainEqual({ script: '/assets/index.js' });
    } finally {
      readyState.mockRestore();
    }
  });

  describe('in a browser with paint timing', () => {
    /** The paint observer the script registered, and the paints it asked to be told of (`buffered`). */
    let observers: {
      callback: PerformanceObserverCallback;
      observer: PerformanceObserver;
      options?: PerformanceObserverInit;
      disconnected: boolean;
    }[];
    /** Reports a paint entry to the script's observers, as the browser does once the frame is presented. */
    const presentPaint = (name: 'first-paint' | 'first-contentful-paint') => {
      const entries = {
        getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      for (const { callback, observer } of observers.filter((o) => !o.disconnected)) callback(entries, observer);
    };
    beforeEach(() => {
      observers = [];
      class FakePerformanceObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        private readonly record: (typeof observers)[number];
        constructor(callback: PerformanceObserverCallback) {
          this.record = { callback, observer: this as unknown as PerformanceObserver, disconnected: false };
          observers.push(this.record);
        }
        observe(options: PerformanceObserverInit) {
          this.record.options = options;
        }
        disconnect() {
          this.record.disconnected = true;
        }
      }
      Object.assign(globalThis, { PerformanceObserver: FakePerformanceObserver });
    });
    afterEach(() => {
      delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    /** Runs the inline script at `path` after the load event, as in a visible tab. */
    const loadedAt = (path: string) => {
      document.head.innerHTML = '';
      window.history.pushState({}, '', path);
      new Function(transform().script)();
    };

    it('requests the code only once the first contentful frame is on the screen, not at its first frame callback', () => {
      loadedAt('/contact');
      expect(observers).toHaveLength(1);
      expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true });
      jest.advanceTimersByTime(1000); // frames go by: Chromium may present the first one a second or more late
      expect(requested()).toEqual([]);
      presentPaint('first-paint'); // a frame with nothing contentful in it yet
      jest.advanceTimersByTime(0);
      expect(requested()).toEqual([]);
      presentPaint('first-contentful-paint');
      expect(requested()).toEqual([]); // in the task after it
      jest.advanceTimersByTime(0);
      expect(requested()).toEqual([{ script: '/assets/index.js' }]);
      expect(observers[0]!.disconnected).toBe(true);
    });

    it('asks for one file a task, the entry first, so no single task is long', () => {
      loadedAt('/contact');
      presentPaint('first-contentful-paint');
      const perTask: number[] = [];
      for (let task = 0; task < 4; task++) {
        jest.advanceTimersToNextTimer();
        perTask.push(requested().length);
      }
      expect(perTask).toEqual([1, 2, 3, 3]);
      expect(requested()).toEqual([
        { script: '/assets/index.js' },
        { rel: 'modulepreload', href: '/assets/ContactPage.js' },
        { rel: 'modulepreload', href: '/assets/public.js' },
      ]);
    });

    it('asks for the code once only, when the paint comes after the wait for it has run out', () => {
      loadedAt('/contact');
      jest.advanceTimersByTime(CONTENTFUL_PAINT_WAIT_MS - 1);
      expect(requested()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(requested()).toContainEqual({ script: '/assets/index.js' });
      presentPaint('first-contentful-paint');
      jest.runAllTimers();
      expect(requested().filter((request) => 'script' in request)).toHaveLength(1);
    });

    it("asks for the staff's code at the first frame: their pages' HTML is a placeholder until it comes", () => {
      for (const path of ['/admin/leads', '/auth']) {
        loadedAt(path);
        jest.runOnlyPendingTimers(); // the frame
        jest.runOnlyPendingTimers(); // the task after it
        expect(requested()).toEqual([{ script: '/assets/index.js' }]);
      }
    });

    it('asks for the code at once when the tab is hidden before anything was painted', () => {
      loadedAt('/contact');
      const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      try {
        document.dispatchEvent(new Event('visibilitychange'));
        expect(requested()).toContainEqual({ script: '/assets/index.js' });
      } finally {
        hidden.mockRestore();
      }
    });
  });

  it('requests the code at once in a tab opened in the background, which paints no frame', () => {
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    try {
      document.head.innerHTML = '';
      window.history.pushState({}, '', '/contact');
      new Function(transform().script)();
      expect(requested()).toContainEqual({ script: '/assets/index.js' });
    } finally {
      hidden.mockRestore();
    }
  });

  it("takes the entry's script tag out of the HTML: the inline script adds it", () => {
    expect(transform().html).not.toContain('src="/assets/index.js"');
  });

  it("puts the image's script before the stylesheet, and the code's last in the body, where it holds DOMContentLoaded until the stylesheet is in", () => {
    const { html } = transform();
    const [imageScript, codeScript] = [...html.matchAll(/<script>/g)].map((match) => match.index);
    expect(imageScript).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(imageScript).toBeLessThan(html.indexOf(STYLESHEET));
    expect(codeScript).toBeGreaterThan(html.indexOf('<body>'));
    expect(html.indexOf('</script>', codeScript)).toBeLessThan(html.indexOf('</body>'));
    expect(html.slice(html.indexOf('</script>', codeScript!) + '</script>'.length, html.indexOf('</body>')).trim()).toBe('');
    expect(() => transform(HERO, INDEX_HTML.replace(STYLESHEET, ''))).toThrow('index.html has no stylesheet link');
    expect(() => transform(HERO, INDEX_HTML.replace('</body>', ''))).toThrow('index.html has no </body>');
  });

  it('tells the listing from a detail page, and matches whatever the case', () => {
    expect(requestsAt('/Properties/')[1]).toEqual({ rel: 'modulepreload', href: '/assets/PropertiesPage.js' });
  });

  it("loads only the entry on the staff's /auth and /admin, and on unknown paths", () => {
    for (const path of ['/auth', '/admin/leads', '/no-such-page']) expect(requestsAt(path)).toEqual([{ script: '/assets/index.js' }]);
  });
});
