import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import georgia from '@capsizecss/metrics/georgia';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { BRAND_TYPEFACES, type BrandTypeface, fallbackFamily } from '@estate/domain';

/**
 * A file of a brand typeface: its Fontsource package's variable Latin file, and the weights the site
 * sets in it. Only the heading face's quotes are italic, in regular weight (a static cut of the italic).
 */
export interface BrandFontFile {
  /** Names the cut files: `cormorant-garamond-normal`. */
  name: string;
  typeface: BrandTypeface;
  style: 'normal' | 'italic';
  weight: { min: number; max: number };
  /** The Fontsource file, a module specifier. */
  source: string;
}

export const BRAND_FONT_FILES: readonly BrandFontFile[] = [
  {
    name: 'cormorant-garamond-normal',
    typeface: 'heading',
    style: 'normal',
    weight: { min: 400, max: 700 },
    source: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  },
  {
    name: 'cormorant-garamond-italic',
    typeface: 'heading',
    style: 'italic',
    weight: { min: 400, max: 400 },
    source: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2',
  },
  {
    name: 'inter-normal',
    typeface: 'body',
    style: 'normal',
    weight: { min: 400, max: 700 },
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
];

/**
 * The files the pages preload: the upright heading and body faces, both on every page's first screen
 * (its title; its navigation and text). Found only once the stylesheet is laid out, each would arrive
 * after the first layout and lay the whole page out again. Not the italic: only the testimonials'
 * quotes, below the fold, use it.
 */
export const PRELOADED_FONTS = BRAND_FONT_FILES.filter((file) => file.style === 'normal');

/** Fontsource's Latin subset, the characters of its whole Latin files. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Metrics of the brand faces and of the local faces that stand in for them (BRAND_TYPEFACES' fallbacks). */
const METRICS = { arial, cormorantGaramond, georgia, inter, roboto, timesNewRoman };
const metricsOf = (family: string) => {
  const found = Object.values(METRICS).find((metrics) => metrics.familyName === family);
  if (!found) throw new Error(`No metrics for the font ${family}`);
  return found;
};

/**
 * The names a local face goes by, the metric-compatible clones included: Linux has Liberation
 * (Arial's and Times New Roman's widths and heights, as Arimo and Tinos on ChromeOS) and at most
 * Gelasio for Georgia.
 */
const LOCAL_NAMES: Record<string, string[]> = {
  Georgia: ['Georgia', 'Gelasio'],
  'Times New Roman': ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'],
  Arial: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'],
  Roboto: ['Roboto', 'Roboto-Regular'],
};

/** Unicode ranges as CSS writes them, one per run of consecutive code points. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const runs: string[] = [];
  for (let start = 0; start < points.length;) {
    let end = start;
    while (end + 1 < points.length && points[end + 1] === points[end]! + 1) end += 1;
    runs.push(start === end ? `U+${hex(points[start]!)}` : `U+${hex(points[start]!)}-${hex(points[end]!)}`);
    start = end + 1;
  }
  return runs.join(', ');
}

const fontFace = (declarations: Record<string, string | number>) =>
  `@font-face {\n${Object.entries(declarations)
    .map(([property, value]) => `  ${property}: ${value};`)
    .join('\n')}\n}\n`;

/** The local faces that stand in for a brand typeface, resized to its metrics (Capsize's overrides). */
function fallbackFaces(typeface: BrandTypeface): string {
  const { family, fallbacks } = BRAND_TYPEFACES[typeface];
  const { fontFaces } = createFontStack([metricsOf(family), ...fallbacks.map(metricsOf)], { fontFaceFormat: 'styleObject' });
  return fontFaces
    .map(({ '@font-face': { fontFamily: _generated, src: _local, ...overrides } }, index) => {
      const local = fallbacks[index]!;
      return fontFace({
        'font-family': `'${fallbackFamily(family, local)}'`,
        src: LOCAL_NAMES[local]!.map((name) => `local('${name}')`).join(', '),
        ...Object.fromEntries(
          Object.entries(overrides).map(([property, value]) => [property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(value)]),
        ),
      });
    })
    .join('');
}

/**
 * The brand's @font-face rules. Each file is declared twice: whole (Fontsource's Latin file) for any
 * Latin character, and cut to `characters`, declared after it, which the browser then prefers for those
 * characters, so a page fetches the whole file only for a character outside the cut. `font-display:
 * swap` shows the text at once in the resized local face, which takes the same room.
 */
export function brandFontFacesCss({
  characters,
  url,
}: {
  characters: string;
  /** Where a file is served: whole or cut to `characters`. */
  url: (file: BrandFontFile, cut: boolean) => string;
}): string {
  const faces = BRAND_FONT_FILES.flatMap((file) =>
    [false, true].map((cut) =>
      fontFace({
        'font-family': `'${BRAND_TYPEFACES[file.typeface].family}'`,
        'font-style': file.style,
        'font-weight': file.weight.min === file.weight.max ? file.weight.min : `${file.weight.min} ${file.weight.max}`,
        'font-display': 'swap',
        src: `url('${url(file, cut)}') format('woff2')`,
        'unicode-range': cut ? unicodeRange(characters) : LATIN_RANGE,
      }),
    ),
  );
  return [...faces, fallbackFaces('heading'), fallbackFaces('body')].join('');
}
