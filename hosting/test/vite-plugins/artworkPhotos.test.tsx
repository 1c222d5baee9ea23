import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTWORK_PHOTO_FOLDER, ARTWORK_PHOTOS, ARTWORK_WIDTHS, responsivePhoto } from '@estate/domain';
import { artworkManifestSource, artworkPaths, readArtworks } from '../../vite-plugins/artworkPhotos';

const ROOT = join(__dirname, '..', '..', '..');

describe('the artwork served as photos (vite-plugins/artworkPhotos)', () => {
  it('names the photo of every drawing as packages/domain/src/site/artworkPhotos.ts says: run `npm run artwork` after changing one', async () => {
    const committed = await readFile(artworkPaths(ROOT).manifest, 'utf8');
    expect(await artworkManifestSource(ROOT)).toBe(committed);
  });

  it("gives each drawing a photo in the AVIF and WebP web widths up to its folder's width, with its colour", async () => {
    const drawings = await readArtworks(ROOT);
    expect(drawings.map(({ folder }) => folder)).toEqual(expect.arrayContaining(Object.keys(ARTWORK_WIDTHS)));
    for (const { folder, file } of drawings) {
      const url = (ARTWORK_PHOTOS[folder] as Record<string, string>)[file]!;
      expect(url.startsWith(`${ARTWORK_PHOTO_FOLDER}/`)).toBe(true);
      const photo = responsivePhoto(url)!;
      expect(photo.width).toBe(ARTWORK_WIDTHS[folder]);
      expect(photo.sizes.at(-1)!.width).toBe(ARTWORK_WIDTHS[folder]);
      expect(photo.sources.map(({ type }) => type)).toEqual(['image/avif', 'image/webp']);
    }
  });
});
