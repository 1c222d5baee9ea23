import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PUBLIC_ROUTES } from '../../hosting/src/app/publicRoutes';
import { ROOT } from '../stack/paths';
import type { Print } from './pages';

/** The JavaScript a public page needs before it can render, gzipped, at most 120 KB. */
export const INITIAL_JS_BUDGET_BYTES = 120 * 1024;

const DIST = join(ROOT, 'hosting', 'dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Every page of the router's public routes, with the paths that show it. */
const PUBLIC_PAGES = [...new Set(PUBLIC_ROUTES.map((route) => route.page))].map((page) => ({
  page,
  paths: PUBLIC_ROUTES.filter((route) => route.page === page).map((route) => route.path),
  // How the Vite manifest names the page's module.
  key: `src/pages/${page}.tsx`,
}));

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
  paths: string[];
  gzipBytes: number;
}

const readManifest = () => JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** Per public page: the entry, the page's chunk, and what both import statically (not what they load lazily). */
export function measureInitialJs(): PageWeight[] {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk: build the site first.');
  const gzipped = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  return PUBLIC_PAGES.map(({ page, paths, key }) => {
    if (!manifest[key]) throw new Error(`The Vite manifest has no chunk for ${key}: is it still a lazily loaded page?`);
    const keys = new Set([...closure(manifest, entry), ...closure(manifest, key)]);
    return {
      page,
      paths,
      gzipBytes: [...keys].filter((chunk) => manifest[chunk]!.file.endsWith('.js')).reduce((sum, chunk) => sum + sizeOf(chunk), 0),
    };
  });
}

/** The public forms built from native controls: their chunks must stay free of antd. */
const NATIVE_FORMS = ['ContactForm', 'ConsultationForm', 'InvestorForm'].map((form) => `src/features/leads/components/${form}.tsx`);

/** Every antd component asks its ConfigProvider for `getPrefixCls`: a chunk that names it holds antd. */
const ANTD_MARKER = 'getPrefixCls';

/** The native forms whose chunk, or what it imports statically, holds antd. */
export function nativeFormsWithAntd(): string[] {
  const manifest = readManifest();
  return NATIVE_FORMS.filter((key) => {
    if (!manifest[key]) throw new Error(`The Vite manifest has no chunk for ${key}: is it still loaded lazily?`);
    return [...closure(manifest, key)].some((chunk) => readFileSync(join(DIST, manifest[chunk]!.file), 'utf8').includes(ANTD_MARKER));
  });
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints every public page's weight (to `print`); answers the pages over budget. */
export function checkBundleBudget(print: Print = console.log): PageWeight[] {
  const weights = measureInitialJs();
  print(`\nInitial JavaScript per public page (gzip -9; budget ${kilobytes(INITIAL_JS_BUDGET_BYTES)}):`);
  for (const { page, paths, gzipBytes } of weights) {
    const verdict = gzipBytes > INITIAL_JS_BUDGET_BYTES ? 'OVER' : 'ok  ';
    print(`  ${verdict}  ${page.padEnd(20)} ${kilobytes(gzipBytes).padStart(9)}  ${paths.join(', ')}`);
  }
  return weights.filter((weight) => weight.gzipBytes > INITIAL_JS_BUDGET_BYTES);
}
