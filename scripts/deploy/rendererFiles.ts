import { posix } from 'node:path';

/** What the `site` function loads at run time, next to its bundle (functions/src/site/pageRenderer.ts). */
export const RENDERER_ENTRY = 'lib/site/entry.mjs';
export const PAGE_TEMPLATE = 'lib/site/template.html';

/**
 * The renderer's own modules that a module imports, statically, by re-export or by import(): the
 * server build names them *.mjs (hosting/vite.config.ts), which keeps out `import('./x.js')` in
 * the inlined packages' doc comments.
 */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+\.mjs)["']/g;
/** Root-relative file URLs in the page template: its scripts, styles, icons, preloaded images, and each file of a preloaded srcset. */
const SITE_FILE_URL = /["'](\/[^"'\s?#]*\.[A-Za-z0-9]+)["']|(?<=["'\s])(\/[^"'\s?#,]*\.[A-Za-z0-9]+) \d+w\b/g;

/**
 * The renderer's files missing from the artifact: its entry, the page template, and every module
 * the entry reaches through relative imports (the pages' chunks load on first request, so a
 * missing one would fail only then). `read` answers a file of the artifact, undefined if absent.
 */
export function missingRendererFiles(read: (path: string) => string | undefined): string[] {
  const missing = read(PAGE_TEMPLATE) === undefined ? [PAGE_TEMPLATE] : [];
  const seen = new Set<string>();
  const pending = [RENDERER_ENTRY];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    const code = read(path);
    if (code === undefined) {
      missing.push(path);
      continue;
    }
    for (const [, specifier] of code.matchAll(RELATIVE_IMPORT)) pending.push(posix.join(posix.dirname(path), specifier!));
  }
  return missing;
}

/** The files the page template refers to that Hosting does not serve (`hostingFiles` relative to its public folder). */
export function templateFilesMissingFromHosting(template: string, hostingFiles: string[]): string[] {
  const served = new Set(hostingFiles);
  const urls = [...new Set([...template.matchAll(SITE_FILE_URL)].map(([, quoted, inSrcset]) => (quoted ?? inSrcset)!))];
  return urls.filter((url) => !served.has(url.slice(1)));
}
