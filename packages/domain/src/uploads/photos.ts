/**
 * Uploaded photos and their web sizes. The server stores each photo as a JPEG whose name
 * carries its size and dominant colour, `<uuid>_<width>x<height>_<rrggbb>.jpg`, beside AVIF
 * and WebP files of every web width, `<uuid>-<width>.<avif|webp>`. So the JPEG's URL, the one
 * a listing's `images` holds (docs/product/reference.md#entities), tells every page its srcset, dimensions and placeholder,
 * and no document needs another field for them.
 */

/**
 * The widths made of each photo, never above its own: thumbnails; a phone's card or listing photo
 * (800: a phone 360 to 430 px wide shows them about 330 to 400 px wide, and asks for at most 2x,
 * hosting/src/components/imageSizes.ts); a tablet's or laptop's; a wide screen at 2x.
 */
export const PHOTO_WIDTHS = [320, 640, 800, 960, 1600, 2400] as const;
/** The JPEG's width: the `src` for browsers without srcset, the pages' og:image and the emails' photo. */
export const PHOTO_JPEG_WIDTH = 1600;
/** Best first: a browser takes the first `<source>` whose type it decodes. */
export const PHOTO_FORMATS = [
  { extension: 'avif', contentType: 'image/avif' },
  { extension: 'webp', contentType: 'image/webp' },
] as const;

export interface PhotoName {
  /** The upload's UUID, shared by all its files. */
  id: string;
  /** The largest stored size, after the camera's orientation was applied. */
  width: number;
  height: number;
  /** The dominant colour as six hex digits: what shows while the photo loads. */
  colour: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const PHOTO_URL = new RegExp(`^(.*?)(${UUID})_(\\d{1,5})x(\\d{1,5})_([0-9a-f]{6})\\.jpg((?:\\?.*)?)$`);

export const photoJpegName = ({ id, width, height, colour }: PhotoName): string => `${id}_${width}x${height}_${colour}.jpg`;
export const photoVariantName = (id: string, width: number, extension: string): string => `${id}-${width}.${extension}`;

/** A v4-shaped UUID made of a hash (64 hex digits), so the same inputs give a photo the same name on every run. */
export function photoIdFromHash(hex: string): string {
  const variant = '89ab'[parseInt(hex[16]!, 16) & 3]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The web widths of a photo `width` pixels wide: the standard ones below it, then its own (at most the largest standard). */
export function photoWidths(width: number): number[] {
  const largest = Math.min(width, Math.max(...PHOTO_WIDTHS));
  return [...PHOTO_WIDTHS.filter((standard) => standard < largest), largest];
}

/** A size scaled to `width`, keeping the aspect ratio. */
export const heightAt = (photo: Pick<PhotoName, 'width' | 'height'>, width: number): number =>
  Math.max(1, Math.round((photo.height * width) / photo.width));

type PhotoFormat = (typeof PHOTO_FORMATS)[number]['extension'];

/** One web width of a photo: its size, and its file's URL in each format. */
export interface PhotoSize {
  width: number;
  height: number;
  urls: Record<PhotoFormat, string>;
}

export interface ResponsivePhoto extends PhotoName {
  /** The JPEG: `src` of the `<img>`. */
  src: string;
  /** Every web width, smallest first. */
  sizes: PhotoSize[];
  /** One per format, best first: `type` and `srcSet` of a `<source>`. */
  sources: { type: string; srcSet: string }[];
}

/**
 * What a page needs to show the photo behind `url` at the right size (an upload's, or a drawing's
 * of the site's artwork: packages/domain/src/site/artwork.ts), or undefined for any other image (an SVG,
 * an address on the web, an upload from before photos had sizes).
 * The web sizes' URLs are the JPEG's with its name swapped, whatever the store puts around it.
 */
export function responsivePhoto(url: string): ResponsivePhoto | undefined {
  const match = PHOTO_URL.exec(url);
  if (!match) return undefined;
  const [, prefix = '', id = '', width, height, colour = '', suffix = ''] = match;
  const photo = { id, width: Number(width), height: Number(height), colour };
  if (photo.width < 1 || photo.height < 1) return undefined;
  const sizes = photoWidths(photo.width).map((sizeWidth) => ({
    width: sizeWidth,
    height: heightAt(photo, sizeWidth),
    urls: Object.fromEntries(
      PHOTO_FORMATS.map(({ extension }) => [extension, `${prefix}${photoVariantName(id, sizeWidth, extension)}${suffix}`]),
    ) as Record<PhotoFormat, string>,
  }));
  return {
    ...photo,
    src: url,
    sizes,
    sources: PHOTO_FORMATS.map(({ extension, contentType }) => ({
      type: contentType,
      srcSet: sizes.map((size) => `${size.urls[extension]} ${size.width}w`).join(', '),
    })),
  };
}
