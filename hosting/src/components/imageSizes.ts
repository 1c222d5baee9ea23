/**
 * How wide each kind of image shows, as `sizes` attributes: the browser picks the smallest
 * web size of a photo that fills it (packages/domain/src/photos.ts). They follow the layouts'
 * widths: content at most 1200 px wide, card grids of 320 px columns and more.
 */
export const IMAGE_SIZES = {
  /** A card of a grid: three across a desktop, two on a tablet, one on a phone. */
  card: '(min-width: 1200px) 384px, (min-width: 720px) 50vw, 100vw',
  /** Beside a text block on a desktop, full width on a phone (a neighborhood's section, the featured article). */
  half: '(min-width: 1200px) 720px, (min-width: 900px) 60vw, 100vw',
  /** An article's image: its column is at most 820 px wide. */
  article: '(min-width: 820px) 772px, 100vw',
  /** The whole width of the window (heroes). */
  full: '100vw',
} as const;
