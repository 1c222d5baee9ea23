import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { FONT_CHARACTERS } from '@estate/domain';
import subsetFont from 'subset-font';
import type { IndexHtmlTransformHook, Plugin, Rolldown } from 'vite';
import { BRAND_FONT_FILES, type BrandFontFile, PRELOADED_FONTS, brandFontFacesCss } from '../src/theme/brandFontFaces';

/** What the app imports to get the brand's @font-face rules. */
export const BRAND_FONTS_MODULE = 'virtual:brand-fonts.css';
// Vite treats a module as CSS by its id's extension.
const RESOLVED_ID = `\0${BRAND_FONTS_MODULE}`;

/** The cut file's name, which the built asset's name starts with. */
export const cutFileName = (file: BrandFontFile) => `${file.name}.woff2`;

/**
 * `file` cut to `characters` and its weights, as WOFF2, in `cacheDir`: a file per content, so a build
 * cuts only what changed (harfbuzz's subsetter, a second or so per file).
 */
async function cutFile(file: BrandFontFile, characters: string, sourcePath: string, cacheDir: string): Promise<string> {
  const source = readFileSync(sourcePath);
  const { min, max } = file.weight;
  const key = createHash('sha256').update(source).update(characters).update(`${min}-${max}`).digest('hex').slice(0, 16);
  const path = join(cacheDir, key, cutFileName(file));
  if (existsSync(path)) return path;
  const cut = await subsetFont(source, characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: min === max ? min : { min, max } },
  });
  mkdirSync(join(cacheDir, key), { recursive: true });
  // Whole or not at all: another build may read it.
  writeFileSync(`${path}.part`, cut);
  renameSync(`${path}.part`, path);
  return path;
}

/**
 * The brand's typefaces, served by the site: a stylesheet (`virtual:brand-fonts.css`, which joins the
 * site's one CSS file) of @font-face rules for the Fontsource files cut to the site's characters
 * (FONT_CHARACTERS) and for the resized local faces that stand in for them (src/theme/brandFontFaces.ts);
 * Vite emits the files as hashed assets. The page template preloads the files above the fold.
 */
export function brandFonts({ characters = FONT_CHARACTERS }: { characters?: string } = {}): Plugin {
  let root = '';
  let cacheDir = '';
  let base = '/';
  return {
    name: 'brand-fonts',
    configResolved(config) {
      root = config.root;
      cacheDir = join(config.cacheDir, 'brand-fonts');
      base = config.base;
    },
    resolveId: (id) => (id === BRAND_FONTS_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const require = createRequire(join(root, 'package.json'));
      const files = await Promise.all(
        BRAND_FONT_FILES.map(async (file) => {
          const whole = require.resolve(file.source);
          return { file, whole, cut: await cutFile(file, characters, whole, cacheDir) };
        }),
      );
      // Absolute paths, which Vite resolves, serves in development and emits as assets in a build.
      return brandFontFacesCss({
        characters,
        url: (file, cut) => {
          const paths = files.find((entry) => entry.file === file)!;
          return resolve(cut ? paths.cut : paths.whole);
        },
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: ((_html, { bundle }) => {
        if (!bundle) return undefined;
        return PRELOADED_FONTS.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: base + builtCut(bundle, file), as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      }) satisfies IndexHtmlTransformHook,
    },
  };
}

/** The built file of `file`'s cut. */
function builtCut(bundle: Rolldown.OutputBundle, file: BrandFontFile): string {
  const name = cutFileName(file);
  const assets = Object.values(bundle).filter(
    (output) => output.type === 'asset' && output.originalFileNames.some((original) => basename(original) === name),
  );
  if (assets.length !== 1) throw new Error(`Expected one built asset for ${name}, found ${assets.length}`);
  return assets[0]!.fileName;
}
