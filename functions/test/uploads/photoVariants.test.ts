import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import exifReader from 'exif-reader';
import sharp, { type Sharp } from 'sharp';
import { heightAt, PHOTO_FORMATS, PHOTO_JPEG_WIDTH, PHOTO_WIDTHS, photoJpegName, photoVariantName, photoWidths } from '@estate/domain';
import { ARTWORK_FOLDER, cameraPhoto, cameraPhotoSpecs, SMALL_SENSOR, type CameraPhoto } from '../../../scripts/fixtures/cameraPhotos';
import { IMAGE_TYPES, sniffImageType } from '../../src/uploads/imageSniffer';
import { makePhotoVariants, UnreadablePhotoError, type ProcessedPhoto } from '../../src/uploads/photoVariants';

// Needs no emulator: `npx jest functions/test/uploads/photoVariants --selectProjects api` runs it alone.
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/**
 * Camera fixtures (scripts/fixtures/cameraPhotos.ts): one upright, one stored sideways (EXIF
 * orientation 6), from a small sensor: what is proven here is what the pipeline does to a camera's
 * photo, whatever its size; a 12-megapixel one's time is `npm run perf -- uploads`'s.
 */
let upright: CameraPhoto;
let sideways: CameraPhoto;
let uprightOut: ProcessedPhoto;
let sidewaysOut: ProcessedPhoto;
beforeAll(async () => {
  const [uprightSpec, sidewaysSpec] = cameraPhotoSpecs(2);
  const artwork = (name: string) => readFileSync(join(__dirname, '..', '..', '..', ARTWORK_FOLDER, name));
  upright = await cameraPhoto(uprightSpec!, artwork(uprightSpec!.artwork), SMALL_SENSOR);
  sideways = await cameraPhoto(sidewaysSpec!, artwork(sidewaysSpec!.artwork), SMALL_SENSOR);
  uprightOut = await makePhotoVariants(upright.bytes, ID);
  sidewaysOut = await makePhotoVariants(sideways.bytes);
});

// Test names are made before beforeAll runs: each test looks its photo up by kind.
const KINDS = ['upright', 'sideways'] as const;
const made = (kind: (typeof KINDS)[number]) =>
  kind === 'upright' ? { input: upright, out: uprightOut } : { input: sideways, out: sidewaysOut };

/** The segments of a JPEG before its image data: APPn (0xe0 to 0xef) and COM (0xfe) carry metadata. */
function jpegMarkers(bytes: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break; // start of scan: pixels from here on
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return markers;
}

/** The chunk names of a WebP file (RIFF): EXIF, XMP and ICCP would be metadata. */
function webpChunks(bytes: Buffer): string[] {
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    chunks.push(bytes.toString('latin1', at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

describe('makePhotoVariants on camera photos', () => {
  it('reads a camera JPEG that does carry GPS, EXIF, XMP and an ICC profile (so the tests below mean something)', async () => {
    for (const input of [upright, sideways]) {
      const metadata = await sharp(input.bytes).metadata();
      expect(exifReader(metadata.exif!).GPSInfo?.GPSLatitude).toHaveLength(3);
      expect(metadata.xmp).toBeDefined();
      expect(metadata.icc).toBeDefined();
    }
  });

  it.each(KINDS)('%s: one JPEG, then an AVIF and a WebP of exactly each web width, named after the photo', (kind) => {
    const { out } = made(kind);
    const widths = photoWidths(out.photo.width);
    expect(out.files.map((file) => file.name)).toEqual([
      photoJpegName(out.photo),
      ...widths.flatMap((width) => PHOTO_FORMATS.map(({ extension }) => photoVariantName(out.photo.id, width, extension))),
    ]);
    expect(out.files.map((file) => file.contentType)).toEqual([
      'image/jpeg',
      ...widths.flatMap(() => PHOTO_FORMATS.map(({ contentType }) => contentType)),
    ]);
    expect(out.photo.colour).toMatch(/^[0-9a-f]{6}$/);
  });

  it('names every file after the id it is given', () => {
    expect(uprightOut.photo.id).toBe(ID);
    for (const file of uprightOut.files) expect(file.name.startsWith(ID)).toBe(true);
  });

  it.each(KINDS)('%s: each file is in its format, by its magic bytes and by its decoder', async (kind) => {
    const { out } = made(kind);
    const [jpeg, ...webSizes] = out.files;
    expect(sniffImageType(jpeg!.bytes)).toBe(IMAGE_TYPES.jpeg);
    expect((await sharp(jpeg!.bytes).metadata()).format).toBe('jpeg');
    for (const file of webSizes) {
      const extension = file.name.split('.').pop();
      expect(sniffImageType(file.bytes)).toBe(extension === 'avif' ? IMAGE_TYPES.avif : IMAGE_TYPES.webp);
      const metadata = await sharp(file.bytes).metadata();
      expect(extension === 'avif' ? [metadata.format, metadata.compression] : [metadata.format]).toEqual(
        extension === 'avif' ? ['heif', 'av1'] : ['webp'],
      );
    }
  });

  it.each(KINDS)(
    `%s: web sizes are exactly their width and the aspect height; the JPEG is ${PHOTO_JPEG_WIDTH} px wide at most`,
    async (kind) => {
      const { out } = made(kind);
      const [jpeg, ...webSizes] = out.files;
      const jpegMeta = await sharp(jpeg!.bytes).metadata();
      const jpegWidth = Math.min(out.photo.width, PHOTO_JPEG_WIDTH);
      expect({ width: jpegMeta.width, height: jpegMeta.height }).toEqual({ width: jpegWidth, height: heightAt(out.photo, jpegWidth) });
      for (const file of webSizes) {
        const width = Number(/-(\d+)\.\w+$/.exec(file.name)![1]);
        const metadata = await sharp(file.bytes).metadata();
        expect({ name: file.name, width: metadata.width, height: metadata.height }).toEqual({
          name: file.name,
          width,
          height: heightAt(out.photo, width),
        });
      }
    },
  );

  it.each(KINDS)('%s: no file carries EXIF, XMP, IPTC or an ICC profile, nor a trace of the camera or its GPS', async (kind) => {
    const { input, out } = made(kind);
    const traces = ['Exif\0\0', 'GPSLatitude', 'http://ns.adobe.com/xap', 'ICC_PROFILE', 'Photoshop 3.0', input.spec.camera.model];
    for (const file of out.files) {
      const metadata = await sharp(file.bytes).metadata();
      expect({ name: file.name, exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, icc: metadata.icc }).toEqual({
        name: file.name,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
      });
      // A bare 'GPS' would match compressed pixels now and then by chance: these cannot.
      for (const trace of traces)
        expect({ name: file.name, trace, found: file.bytes.includes(trace, 0, 'latin1') }).toMatchObject({ found: false });
      if (file.contentType === 'image/jpeg') {
        // JFIF's APP0 only: no APP1 (EXIF, XMP), APP2 (ICC), APP13 (IPTC) nor comment.
        expect(jpegMarkers(file.bytes).filter((marker) => (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe)).toEqual([]);
      }
      if (file.contentType === 'image/webp') {
        expect(webpChunks(file.bytes).filter((chunk) => ['EXIF', 'XMP ', 'ICCP'].includes(chunk))).toEqual([]);
      }
    }
  });

  it('applies the orientation: a photo stored sideways comes out portrait, the right way up', async () => {
    expect(uprightOut.photo).toMatchObject({ width: SMALL_SENSOR.width, height: SMALL_SENSOR.height });
    expect(sidewaysOut.photo).toMatchObject({ width: SMALL_SENSOR.height, height: SMALL_SENSOR.width });
    for (const file of sidewaysOut.files) {
      const { width = 0, height = 0 } = await sharp(file.bytes).metadata();
      expect(width).toBeLessThan(height);
    }
    // Turned right (what orientation 6 asks), not left: compare small greyscale versions pixel by pixel.
    const small = (image: Sharp) => image.resize(30, 40, { fit: 'fill' }).greyscale().raw().toBuffer();
    const smallest = sidewaysOut.files.find((file) => file.name.endsWith(`-${photoWidths(sidewaysOut.photo.width)[0]}.webp`))!;
    const made = await small(sharp(smallest.bytes));
    const difference = async (angle: number) => {
      const turned = await small(sharp(await sharp(sideways.bytes).rotate(angle).toBuffer()));
      return made.reduce((sum, value, index) => sum + Math.abs(value - turned[index]!), 0) / made.length;
    };
    const right = await difference(90);
    const left = await difference(270);
    expect(right).toBeLessThan(8);
    expect(left).toBeGreaterThan(right * 3);
  });
});

describe('makePhotoVariants on other images', () => {
  it('answers UnreadablePhotoError for a JPEG cut short: valid magic bytes, truncated body', async () => {
    await expect(makePhotoVariants(upright.bytes.subarray(0, 200_000))).rejects.toBeInstanceOf(UnreadablePhotoError);
    await expect(makePhotoVariants(upright.bytes.subarray(0, upright.bytes.length - 1000))).rejects.toBeInstanceOf(UnreadablePhotoError);
  });

  it('answers UnreadablePhotoError for magic bytes followed by garbage', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x5a)]);
    await expect(makePhotoVariants(garbage)).rejects.toBeInstanceOf(UnreadablePhotoError);
    await expect(makePhotoVariants(Buffer.from('not an image'))).rejects.toBeInstanceOf(UnreadablePhotoError);
  });

  it(`scales a photo wider than the largest web width down to it, and its JPEG to ${PHOTO_JPEG_WIDTH} px`, async () => {
    // One colour: what is proven is the sizes, and a flat picture encodes in a blink.
    const largest = Math.max(...PHOTO_WIDTHS);
    const wide = { width: largest + 600, height: 2000 };
    const bytes = await sharp({ create: { ...wide, channels: 3, background: { r: 120, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
    const out = await makePhotoVariants(bytes, ID);
    expect(out.photo).toMatchObject({ width: largest, height: heightAt(wide, largest) });
    const sizes = await Promise.all(
      out.files.map(async (file) => ({ name: file.name, width: (await sharp(file.bytes).metadata()).width })),
    );
    expect(sizes[0]).toEqual({ name: photoJpegName(out.photo), width: PHOTO_JPEG_WIDTH });
    expect(Math.max(...sizes.slice(1).map(({ width = 0 }) => width))).toBe(largest);
  });

  it('never enlarges: a 300 px image has one web width, its own, and a JPEG of 300 px', async () => {
    // A PNG with transparency, as a screenshot or a logo might be: the JPEG gets a white background.
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 40, g: 90, b: 160, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const out = await makePhotoVariants(png, ID);
    expect(out.photo).toMatchObject({ width: 300, height: 200 });
    expect(out.files.map((file) => file.name)).toEqual([
      photoJpegName(out.photo),
      ...PHOTO_FORMATS.map(({ extension }) => photoVariantName(ID, 300, extension)),
    ]);
    for (const file of out.files) {
      const { width, height, hasAlpha } = await sharp(file.bytes).metadata();
      expect({ width, height }).toEqual({ width: 300, height: 200 });
      if (file.contentType === 'image/jpeg') expect(hasAlpha).toBe(false);
    }
  });
});
