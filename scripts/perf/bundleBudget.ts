import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../stack/paths';

/** Issue 4: the JavaScript a public page needs before it can render, gzipped, at most 200 KB. */
export const INITIAL_JS_BUDGET_BYTES = 200 * 1024;

const DIST = join(ROOT, 'hosting', 'dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The public pages, by their source module (as the Vite manifest names them). */
export const PUBLIC_PAGES = [
  'HomePage',
  'PropertiesPage',
  'PropertyDetailPage',
  'NeighborhoodsPage',
  'NeighborhoodPage',
  'InvestorHubPage',
  'AboutPage',
  'BlogPage',
  'BlogPostPage',
  'ContactPage',
  'ScheduleShowingPage',
  'SearchPage',
  'NotFoundPage',
].map((name) => `src/pages/${name}.tsx`);

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export interface PageWeight {
  page: string;
  gzipBytes: number;
}

export function measureInitialJs(): PageWeight[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk: build the site first.');
  const gzipped = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  return PUBLIC_PAGES.filter((page) => manifest[page]).map((page) => {
    const keys = new Set([...closure(manifest, entry), ...closure(manifest, page)]);
    return {
      page: page.replace(/^src\/pages\/|\.tsx$/g, ''),
      gzipBytes: [...keys].filter((key) => manifest[key]!.file.endsWith('.js')).reduce((sum, key) => sum + sizeOf(key), 0),
    };
  });
}

/** Prints the table; answers the pages over budget. */
export function checkBundleBudget(): PageWeight[] {
  const weights = measureInitialJs();
  console.log(`\nInitial JavaScript per public page (gzip -9; budget ${INITIAL_JS_BUDGET_BYTES / 1024} KB):`);
  for (const { page, gzipBytes } of weights) {
    console.log(`  ${gzipBytes > INITIAL_JS_BUDGET_BYTES ? 'OVER' : 'ok  '}  ${page.padEnd(22)} ${(gzipBytes / 1024).toFixed(1)} KB`);
  }
  return weights.filter((weight) => weight.gzipBytes > INITIAL_JS_BUDGET_BYTES);
}
