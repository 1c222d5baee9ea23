import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_FONTS, BRAND_TYPEFACES, FONT_CHARACTERS, fallbackFamily } from '@estate/domain';
import type { IndexHtmlTransformHook, Rolldown } from 'vite';
import { BRAND_FONT_FILES, brandFontFacesCss, unicodeRange } from '@/theme/brandFontFaces';
import { brandFonts } from '../../vite-plugins/brandFonts';

/** The rules with the CSS's files named for what they are: `whole:inter-normal`, `cut:inter-normal`. */
const css = brandFontFacesCss({ characters: FONT_CHARACTERS, url: (file, cut) => `${cut ? 'cut' : 'whole'}:${file.name}` });
const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(
  ([, body]) =>
    Object.fromEntries(
      body!
        .trim()
        .split(';')
        .filter((line) => line.trim())
        .map((line) => line.split(/:(.*)/s).map((part) => part.trim()) as [string, string]),
    ) as Record<string, string> & { src: string },
);
const facesOf = (family: string) => faces.filter((face) => face['font-family'] === `'${family}'`);

describe("the brand's typefaces (theme/brandFontFaces, vite-plugins/brandFonts)", () => {
  it.each(Object.values(BRAND_TYPEFACES).map(({ family }) => family))(
    '%s: the site serves its own WOFF2 files, shown with font-display: swap, the cut one preferred for the site’s characters',
    (family) => {
      const own = facesOf(family);
      expect(own.length).toBeGreaterThanOrEqual(2);
      for (const face of own) {
        expect(face['font-display']).toBe('swap');
        expect(face.src).toMatch(/^url\('(whole|cut):[a-z-]+'\) format\('woff2'\)$/);
      }
      // Declared later, the cut file is the one the browser tries first for its characters.
      for (const style of new Set(own.map((face) => face['font-style']))) {
        const sources = own.filter((face) => face['font-style'] === style).map((face) => face.src);
        expect(sources.map((source) => source.replace(/:.*/, ''))).toEqual(["url('whole", "url('cut"]);
      }
      for (const face of own.filter((face) => face.src.startsWith("url('cut"))) {
        expect(face['unicode-range']).toBe(unicodeRange(FONT_CHARACTERS));
      }
    },
  );

  it.each(Object.values(BRAND_TYPEFACES).flatMap(({ family, fallbacks }) => fallbacks.map((local) => [family, local])))(
    '%s stands in as local %s resized to its metrics, and the site’s stack names it right after the brand face',
    (family, local) => {
      const [face] = facesOf(fallbackFamily(family, local));
      expect(face!.src).toContain(`local('${local}')`);
      expect(face!['size-adjust']).toMatch(/^\d+(\.\d+)?%$/);
      expect(face!['ascent-override']).toMatch(/^\d+(\.\d+)?%$/);
      expect(face!['descent-override']).toMatch(/^\d+(\.\d+)?%$/);
      const stack = Object.values(BRAND_FONTS).find((candidate) => candidate.startsWith(`'${family}'`))!;
      const { fallbacks } = Object.values(BRAND_TYPEFACES).find((typeface) => typeface.family === family)!;
      expect(stack.split(', ').slice(0, fallbacks.length + 1)).toEqual(
        [family, ...fallbacks.map((name) => fallbackFamily(family, name))].map((name) => `'${name}'`),
      );
    },
  );

  it('writes unicode ranges as runs of consecutive characters', () => {
    expect(unicodeRange('cabx’a')).toBe('U+0061-0063, U+0078, U+2019');
  });

  it("covers every character the site's own words use (pages, components, domain texts)", () => {
    const sources = (folder: string): string[] =>
      readdirSync(folder).flatMap((name) => {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) return sources(path);
        return /\.(tsx?|css)$/.test(name) ? [path] : [];
      });
    const root = join(__dirname, '..', '..', '..');
    const text = [join(root, 'hosting', 'src'), join(root, 'packages', 'domain', 'src')]
      .flatMap(sources)
      .map((path) => readFileSync(path, 'utf8'));
    // Written as entities in JSX, and as escapes in CSS content.
    const shown = `${text.join('')}’©'“”`;
    const outside = [...new Set(shown)].filter((character) => character >= ' ' && !FONT_CHARACTERS.includes(character));
    expect(outside).toEqual([]);
  });

  describe('the page template', () => {
    const handler = (brandFonts().transformIndexHtml as { handler: IndexHtmlTransformHook }).handler;
    const asset = (fileName: string, original: string) =>
      ({ type: 'asset', fileName, originalFileNames: [original], names: [original] }) as unknown as Rolldown.OutputAsset;
    const bundle = (...assets: Rolldown.OutputAsset[]): Rolldown.OutputBundle =>
      Object.fromEntries(assets.map((output) => [output.fileName, output]));
    const tagsFor = (built: Rolldown.OutputBundle) =>
      handler.call({} as never, '<html></html>', { path: '/index.html', filename: 'index.html', bundle: built }) as {
        tag: string;
        attrs: Record<string, unknown>;
      }[];

    it('preloads the cut upright heading and body faces, above the fold, from their built files, for CORS as fonts are fetched; not the italic', () => {
      const built = bundle(
        ...BRAND_FONT_FILES.flatMap((file) => [
          asset(`assets/${file.name}-Hash1.woff2`, `node_modules/.vite/brand-fonts/0123/${file.name}.woff2`),
          asset(`assets/${file.name}-whole-Hash2.woff2`, `node_modules/@fontsource-variable/x/files/${file.name}-latin-wght.woff2`),
        ]),
      );
      expect(tagsFor(built)).toEqual(
        ['cormorant-garamond-normal', 'inter-normal'].map((name) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/assets/${name}-Hash1.woff2`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        })),
      );
    });

    it('fails the build when a preloaded face was not built', () => {
      expect(() => tagsFor(bundle(asset('assets/inter-normal-Hash.woff2', 'inter-normal.woff2')))).toThrow(
        /cormorant-garamond-normal\.woff2/,
      );
      expect(() => tagsFor(bundle(asset('assets/cormorant-garamond-normal-Hash.woff2', 'cormorant-garamond-normal.woff2')))).toThrow(
        /inter-normal\.woff2/,
      );
    });
  });
});
