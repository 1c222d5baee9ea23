import sharp from 'sharp';
import { PHOTO_FORMATS, photoVariantName, photoWidths, responsivePhoto } from '@estate/domain';

/** The smallest byte strings each image format's magic numbers recognise; enough for the sniffer. */
export const imageBytes = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  avif: ftyp('avif', ['mif1', 'miaf']),
  avifSequence: ftyp('msf1', ['avis', 'msf1']),
} as const;

/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
export function ftyp(major: string, compatible: string[]): Buffer {
  const body = Buffer.from(['ftyp', major, '\0\0\0\0', ...compatible].join(''), 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body]);
}

export type RealImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif';

/**
 * A small image that really decodes, made by sharp: what the upload route needs now that it
 * turns every file into a photo (imageBytes' magic numbers alone are refused as not an image).
 */
export async function realImage(format: RealImageFormat, width = 64, height = 48): Promise<Buffer> {
  // Two colours, so the photo has a dominant one and the encoders something to encode.
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#c8a070' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#3a5f8a' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** `bytes` followed by zeros up to `size`: a decoder stops at the image's end (a JPEG's EOI, a PNG's IEND). */
export const paddedTo = (bytes: Buffer, size: number): Buffer => Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);

/** Every name the server stores for the photo whose JPEG is `jpegName` (its JPEG and each web size), sorted. */
export function photoFileNames(jpegName: string): string[] {
  const photo = responsivePhoto(jpegName);
  if (!photo) throw new Error(`Not the name of a photo's JPEG: ${jpegName}`);
  const webSizes = photoWidths(photo.width).flatMap((width) =>
    PHOTO_FORMATS.map(({ extension }) => photoVariantName(photo.id, width, extension)),
  );
  return [jpegName, ...webSizes].sort();
}
