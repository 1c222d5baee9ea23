import { heightAt, photoIdFromHash, photoJpegName, photoWidths, responsivePhoto } from '../src';

const ID = '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f';

describe('photo web sizes', () => {
  it('makes the standard widths below a photo and the photo itself, never larger', () => {
    expect(photoWidths(4000)).toEqual([320, 640, 800, 960, 1600, 2400]);
    expect(photoWidths(2400)).toEqual([320, 640, 800, 960, 1600, 2400]);
    expect(photoWidths(1200)).toEqual([320, 640, 800, 960, 1200]);
    expect(photoWidths(300)).toEqual([300]);
    expect(heightAt({ width: 2400, height: 1600 }, 960)).toBe(640);
  });

  it("reads a stored photo's sources from its JPEG's URL, in Cloud Storage's form too", () => {
    const name = photoJpegName({ id: ID, width: 1200, height: 1600, colour: '0a1b2c' });
    const url = `https://firebasestorage.googleapis.com/v0/b/bucket/o/listings%2F${name}?alt=media`;
    const photo = responsivePhoto(url)!;
    expect(photo.sizes.at(-1)).toEqual({
      width: 1200,
      height: 1600,
      urls: {
        avif: `https://firebasestorage.googleapis.com/v0/b/bucket/o/listings%2F${ID}-1200.avif?alt=media`,
        webp: `https://firebasestorage.googleapis.com/v0/b/bucket/o/listings%2F${ID}-1200.webp?alt=media`,
      },
    });
    expect(photo.sizes.map(({ width, height }) => [width, height])).toEqual([
      [320, 427],
      [640, 853],
      [800, 1067],
      [960, 1280],
      [1200, 1600],
    ]);
    expect({ ...photo, sizes: undefined }).toEqual({
      sizes: undefined,
      id: ID,
      width: 1200,
      height: 1600,
      colour: '0a1b2c',
      src: url,
      sources: ['avif', 'webp'].map((extension) => ({
        type: `image/${extension}`,
        srcSet: [320, 640, 800, 960, 1200]
          .map((width) => `https://firebasestorage.googleapis.com/v0/b/bucket/o/listings%2F${ID}-${width}.${extension}?alt=media ${width}w`)
          .join(', '),
      })),
    });
  });

  it.each(['/media/homes/home-01.svg', `/api/uploads/${ID}.jpg`, `/api/uploads/${ID}_0x100_a8b8c8.jpg`, `/api/uploads/${ID}-960.webp`])(
    'has no sources for %s',
    (url) => {
      expect(responsivePhoto(url)).toBeUndefined();
    },
  );
});

describe('photoIdFromHash', () => {
  it('makes a v4-shaped UUID that responsivePhoto reads, the same for the same hash', () => {
    const hash = 'c51f2273243e1dc0f104fd8e78522da1aabbccddeeff00112233445566778899';
    const id = photoIdFromHash(hash);
    expect(id).toBe('c51f2273-243e-4dc0-b104-fd8e78522da1');
    expect(responsivePhoto(`/media/art/${id}_1600x1067_586848.jpg`)?.id).toBe(id);
  });
});
