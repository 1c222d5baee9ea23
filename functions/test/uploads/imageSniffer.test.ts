import { IMAGE_TYPES, sniffImageType } from '../../src/uploads/imageSniffer';
import { uploadId, uploadNameType } from '../../src/uploads/uploadNames';
import { ftyp, imageBytes } from '../support/images';

describe('sniffImageType', () => {
  it.each([
    ['PNG', imageBytes.png, IMAGE_TYPES.png],
    ['JPEG', imageBytes.jpeg, IMAGE_TYPES.jpeg],
    ['GIF89a', imageBytes.gif, IMAGE_TYPES.gif],
    ['GIF87a', Buffer.from('GIF87a\x01\x00', 'latin1'), IMAGE_TYPES.gif],
    ['WebP', imageBytes.webp, IMAGE_TYPES.webp],
    ['AVIF (major brand)', imageBytes.avif, IMAGE_TYPES.avif],
    ['AVIF (compatible brand)', imageBytes.avifSequence, IMAGE_TYPES.avif],
  ])('recognises %s by its magic bytes', (_format, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['text', Buffer.from('just some text, named photo.jpg')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', imageBytes.png.subarray(0, 5)],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x1a\x00\x00\x00WAVEfmt ', 'latin1')],
    ['an MP4 (ftyp without an AVIF brand)', ftyp('isom', ['iso2', 'mp41'])],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
  ])('refuses %s', (_case, bytes) => {
    expect(sniffImageType(bytes)).toBeUndefined();
  });
});

describe('upload names', () => {
  const id = '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f';

  it.each([
    [`${id}.webp`, IMAGE_TYPES.webp],
    [`${id}_2400x1600_a8b8c8.jpg`, IMAGE_TYPES.jpeg],
    [`${id}-960.avif`, IMAGE_TYPES.avif],
  ])('reads the type and upload of %s', (name, type) => {
    expect(uploadNameType(name)).toBe(type);
    expect(uploadId(name)).toBe(id);
  });

  it.each([
    '../etc/passwd',
    'photo.jpg',
    '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f.svg',
    '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f.jpg.exe',
    '3F2B1C9E-8D7A-4B6C-9E5F-1A2B3C4D5E6F.jpg',
    '3f2b1c9e-8d7a-1b6c-9e5f-1a2b3c4d5e6f.jpg',
    '../3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f.jpg',
  ])('refuses %s', (name) => {
    expect(uploadNameType(name)).toBeUndefined();
  });
});
