/**
 * How wide each kind of image shows, as `sizes` attributes: the browser picks the smallest web
 * size of a photo that fills it (packages/domain/src/uploads/photos.ts). They follow the layouts' widths:
 * content at most 1200 px wide, card grids of 320 px columns and more.
 */

/** A width the image shows at where `media` holds (the last entry has none: every other window). */
type SizeRule = readonly [media: string | undefined, width: string];

/**
 * Screens of 2.5 device pixels per CSS pixel and more (most phones) get files for 2x: an eye
 * cannot tell 3x from 2x at arm's length, and the 3x file weighs twice as much. Saying the image
 * is two thirds as wide there makes the browser ask for two device pixels per CSS pixel.
 */
const DENSE_SCREEN = '(min-resolution: 2.5dppx)';

function sizes(rules: readonly SizeRule[]): string {
  const dense = rules.map(([media, width]) => `${DENSE_SCREEN}${media ? ` and ${media}` : ''} calc(${width} * 2 / 3)`);
  const plain = rules.map(([media, width]) => (media ? `${media} ${width}` : width));
  return [...dense, ...plain].join(', ');
}

export const IMAGE_SIZES = {
  /** A card of a grid: three across a desktop, two on a tablet, one on a phone (inside the page's 16 px margins). */
  card: sizes([
    ['(min-width: 1200px)', '384px'],
    ['(min-width: 720px)', '50vw'],
    [undefined, 'calc(100vw - 32px)'],
  ]),
  /** A listing's photo on its page: the content column, at most 1200 px less 24 px a side (16 px on phones). */
  slide: sizes([
    ['(min-width: 1200px)', '1152px'],
    ['(min-width: 768px)', 'calc(100vw - 48px)'],
    [undefined, 'calc(100vw - 32px)'],
  ]),
  /** The detail page's thumbnails (ImageCarousel.module.css). */
  thumbnail: sizes([[undefined, '96px']]),
  /** Beside a text block on a desktop, full width on a phone (a neighborhood's section, the featured article). */
  half: sizes([
    ['(min-width: 1200px)', '720px'],
    ['(min-width: 900px)', '60vw'],
    [undefined, '100vw'],
  ]),
  /** An article's image: its column is at most 820 px wide, inside 24 px margins (16 px on phones). */
  article: sizes([
    ['(min-width: 820px)', '772px'],
    [undefined, 'calc(100vw - 32px)'],
  ]),
  /** The whole width of the window (heroes). */
  full: sizes([[undefined, '100vw']]),
} as const;
