import { responsivePhoto } from '@estate/domain';
import type { Plugin, Rolldown } from 'vite';
import { PUBLIC_ROUTES } from '../src/app/publicRoutes';

/** A React Router path pattern as a RegExp source (matched case-insensitively, as the router does). */
function pathPatternSource(path: string): string {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/** A chunk's file and the files of everything it imports statically. */
function staticClosure(bundle: Rolldown.OutputBundle, file: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** A route's largest image: its URL, and how wide it shows (its `<img>`'s `sizes`). */
export interface PageImage {
  src: string;
  sizes: string;
}

/**
 * The attributes of the `<link rel="preload" as="image">` of an image: for a photo, its best
 * format's srcset and the image's sizes, so the browser fetches the very file the `<picture>` will
 * take (a browser that does not decode that format skips the preload rather than fetch a file it cannot use).
 */
export function imagePreload({ src, sizes }: PageImage): Record<string, string> {
  const photo = responsivePhoto(src);
  if (!photo) return { href: src };
  const [best] = photo.sources;
  return { imageSrcset: best!.srcSet, imageSizes: sizes, type: best!.type };
}

/** How long after the load event the code is asked for if no contentful paint has been reported. */
export const CONTENTFUL_PAINT_WAIT_MS = 5000;

/** The entry's script tag as Vite writes it into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;
/** The stylesheet's link, which the image's script goes before. */
const STYLESHEET = /<link rel="stylesheet"/;
/** The end of the body, where the code's script goes. */
const BODY_END = /<\/body>/;

/**
 * How a page's code loads. The server's HTML is the page, so nothing is fetched that competes with
 * it: the route's largest image (`images`, by route path) is preloaded at once, at high priority, and the app's code
 * (the entry, and the opened page's chunks in parallel with it rather than after it) is requested
 * once the page has loaded and its first contentful frame is on the screen, when the bandwidth is
 * free. That is the paint timing's `first-contentful-paint` entry, which arrives once the frame is
 * presented: a slow device's first layout can outlast the load event, and Chromium can present the
 * first frame a second or more after painting it (it sends a new page's renderer one frame a second
 * while the old page is still shown), so the code's download and evaluation would otherwise land
 * before the first paint is seen. The staff's pages, whose HTML is only a placeholder until their
 * code comes, and a browser without paint timing wait for the first frame's callback instead; a
 * tab in the background, which paints nothing, asks for the code at once, as does a tab hidden
 * before its paint; and if no contentful paint is reported, the code is asked for
 * {@link CONTENTFUL_PAINT_WAIT_MS} after the load event. Each file is asked for in a task of its
 * own, the entry first: asking costs the main thread a few milliseconds a file, and a slow phone
 * asking for six at once is busy long enough to hold back a tap.
 *
 * Two small inline scripts do this, each matching the opened URL against the public routes. The
 * image's comes before the stylesheet: an inline script after a stylesheet that is still loading
 * stops the HTML parser until it has. The code's comes last in the body for that very reason: it
 * holds the end of parsing, and so DOMContentLoaded, until the stylesheet is in, holding back no
 * part of the page. Chromium's form autofill lays the page out at DOMContentLoaded (every page has
 * a form), and before the styles that layout was of the unstyled page, thrown away when they came.
 */
export function loadPageCode({ images = {} }: { images?: Record<string, PageImage> } = {}): Plugin {
  let base = '/';
  return {
    name: 'load-page-code',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        if (!ENTRY_SCRIPT.test(html)) throw new Error("index.html has no entry script tag to replace: has Vite's output changed?");
        if (!STYLESHEET.test(html)) throw new Error("index.html has no stylesheet link: has Vite's output changed?");
        if (!BODY_END.test(html)) throw new Error('index.html has no </body>');
        const loadedByEntry = staticClosure(bundle, entry.fileName);
        const pageFiles = (page: string) => {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/src/pages/${page}.tsx`),
          );
          if (!chunk) throw new Error(`No chunk for the page ${page}`);
          return [...staticClosure(bundle, chunk.fileName)].filter((file) => !loadedByEntry.has(file)).map((file) => base + file);
        };
        // Not the 404 catch-all, which would also match the staff's /auth and /admin (whose code is elsewhere).
        const routes = PUBLIC_ROUTES.filter((route) => route.path !== '*');
        const routeOf = (table: object[]) => `${JSON.stringify(table)}.find((r) => new RegExp(r.pattern, 'i').test(location.pathname))`;
        const add = `const add = (tag, attributes) => document.head.appendChild(Object.assign(document.createElement(tag), attributes));`;
        const imageRoutes = routes.flatMap(({ path }) => {
          const image = images[path];
          return image ? [{ pattern: pathPatternSource(path), image: imagePreload(image) }] : [];
        });
        const imageScript = `(() => {
  const image = ${routeOf(imageRoutes)}?.image;
  ${add}
  if (image) add('link', { rel: 'preload', as: 'image', ...image, fetchPriority: 'high' });
})();`;
        const codeRoutes = routes.map(({ path, page }) => ({ pattern: pathPatternSource(path), modules: pageFiles(page) }));
        const codeScript = `(() => {
  const route = ${routeOf(codeRoutes)};
  const modules = route?.modules ?? [];
  ${add}
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const requests = [
      () => add('script', { type: 'module', src: ${JSON.stringify(base + entry.fileName)} }),
      ...modules.map((href) => () => add('link', { rel: 'modulepreload', href })),
    ];
    const next = () => {
      requests.shift()();
      if (requests.length) setTimeout(next);
    };
    next();
  };
  const afterFirstPaint = () => {
    if (document.hidden) return start();
    document.addEventListener('visibilitychange', () => document.hidden && start());
    const paintTiming = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
    if (!route || !paintTiming) return requestAnimationFrame(() => setTimeout(start));
    new PerformanceObserver((paints, observer) => {
      if (!paints.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, ${CONTENTFUL_PAINT_WAIT_MS});
  };
  if (document.readyState === 'complete') afterFirstPaint();
  else addEventListener('load', afterFirstPaint, { once: true });
})();`;
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(STYLESHEET, (link) => `<script>${imageScript}</script>\n    ${link}`)
          .replace(BODY_END, (end) => `  <script>${codeScript}</script>\n  ${end}`);
      },
    },
  };
}
