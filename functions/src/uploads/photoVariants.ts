import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import {
  PHOTO_FORMATS,
  PHOTO_JPEG_WIDTH,
  PHOTO_WIDTHS,
  photoJpegName,
  photoVariantName,
  photoWidths,
  type PhotoName,
} from '@estate/domain';

/** One file to store: its server-given name, bytes and Content-Type. */
export interface PhotoFile {
  name: string;
  bytes: Buffer;
  contentType: string;
}

export interface ProcessedPhoto {
  photo: PhotoName;
  /** The JPEG first (its name is the photo's URL), then every web size. */
  files: PhotoFile[];
}

/** A photo sharp could not read: corrupt, truncated, or larger than any camera makes. */
export class UnreadablePhotoError extends Error {}

/** 100 megapixels: beyond any camera a listing needs, and the bound on what one decode may allocate. */
const MAX_INPUT_PIXELS = 100_000_000;

// Settings chosen by measuring camera photos (docs/product/photos.md): sizes near what the eye tells apart, and AVIF at
// effort 1, which encodes 2 to 2.5 times faster than 2 for files 0 to 4% smaller and 0.1 to 0.35 dB
// lower in PSNR: the AVIFs are most of an upload's time.
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 1 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 4 }),
} satisfies Record<(typeof PHOTO_FORMATS)[number]['extension'], (image: Sharp) => Sharp>;
const encodeJpeg = (image: Sharp) => image.jpeg({ quality: 80, progressive: true, mozjpeg: true });

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

export interface PhotoReadOptions {
  /**
   * The DPI an SVG is drawn at (72, its own size, unless told): the site's artwork is drawn at the
   * width its renditions need (hosting/vite-plugins/artworkPhotos.ts). Ignored by raster images.
   */
  density?: number;
}

/** A photo decoded once: its name, and its pixels, upright, in sRGB and at most the largest web width. */
export interface DecodedPhoto {
  photo: PhotoName;
  pixels: () => Sharp;
}

/** Decodes an image into the pixels every file of its photo is made from, and names it by their size and dominant colour. */
export async function decodePhoto(bytes: Buffer, id: string, { density }: PhotoReadOptions = {}): Promise<DecodedPhoto> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // One decode, scaled once to the largest web width; every file is made from these pixels.
    upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...(density ? { density } : {}) })
      .rotate()
      .resize({ width: Math.max(...PHOTO_WIDTHS), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnreadablePhotoError(error instanceof Error ? error.message : String(error));
  }
  const { width, height, channels } = upright.info;
  const pixels = () => sharp(upright.data, { raw: { width, height, channels } });
  const { dominant } = await pixels().stats();
  return { photo: { id, width, height, colour: `${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` }, pixels };
}

const sizedTo = ({ photo, pixels }: DecodedPhoto, width: number) => (width === photo.width ? pixels() : pixels().resize({ width }));

/** The web files of a decoded photo at `widths` (none above its own), in every format. */
export const encodeWebSizes = (decoded: DecodedPhoto, widths: readonly number[]): Promise<PhotoFile[]> =>
  Promise.all(
    widths.flatMap((width) =>
      PHOTO_FORMATS.map(({ extension, contentType }) =>
        ENCODERS[extension](sizedTo(decoded, width))
          .toBuffer()
          .then((bytes) => ({ name: photoVariantName(decoded.photo.id, width, extension), bytes, contentType })),
      ),
    ),
  );

/**
 * Turns an uploaded image into the photo the site serves: turned upright by its EXIF
 * orientation, in sRGB, every web width in each format and one JPEG, with no metadata at all
 * (sharp writes none unless asked: the camera's GPS position never leaves this function).
 */
export async function makePhotoVariants(bytes: Buffer, id: string = randomUUID(), options: PhotoReadOptions = {}): Promise<ProcessedPhoto> {
  const decoded = await decodePhoto(bytes, id, options);
  const { photo } = decoded;
  const jpeg = encodeJpeg(sizedTo(decoded, Math.min(photo.width, PHOTO_JPEG_WIDTH)).flatten({ background: { r: 255, g: 255, b: 255 } }))
    .toBuffer()
    .then((jpegBytes) => ({ name: photoJpegName(photo), bytes: jpegBytes, contentType: 'image/jpeg' }));
  const [jpegFile, webSizes] = await Promise.all([jpeg, encodeWebSizes(decoded, photoWidths(photo.width))]);
  return { photo, files: [jpegFile, ...webSizes] };
}
