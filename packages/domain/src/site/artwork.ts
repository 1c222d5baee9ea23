import { ARTWORK_PHOTOS } from './artworkPhotos';

/**
 * The site's own artwork: SVG drawings in hosting/public/media/<folder>/, served as photos, AVIF
 * and WebP at the web widths and a JPEG, made at build time by the upload pipeline
 * (hosting/vite-plugins/artworkPhotos.ts) into ARTWORK_PHOTO_FOLDER. A page shows an artwork
 * by its photo's URL, as it shows an upload: a browser never draws a large SVG.
 */
export const ARTWORK_PHOTO_FOLDER = '/media/art';

/**
 * The width each folder's drawings are made at, their largest web size: the hero fills a wide
 * screen, a card or detail photo at most 1152 px of content (a 2x phone's 750), an avatar 64 px at 3x and more.
 */
export const ARTWORK_WIDTHS = { hero: 1920, homes: 1600, neighborhoods: 1600, blog: 1600, avatars: 320 } as const;

export type ArtworkFolder = keyof typeof ARTWORK_WIDTHS;

/** The URL of the photo made of `/media/<folder>/<file>.svg`; an error for a drawing that has none. */
export function artworkPhoto(svgPath: string): string {
  const [, folder = '', file = ''] = /^\/media\/([\w-]+)\/([\w-]+\.svg)$/.exec(svgPath) ?? [];
  const url = (ARTWORK_PHOTOS as Record<string, Record<string, string> | undefined>)[folder]?.[file];
  if (!url) throw new Error(`${svgPath} has no photo: is it in hosting/public/media, and was \`npm run artwork\` run?`);
  return url;
}

/** The drawing a photo of ARTWORK_PHOTOS was made of (`/media/<folder>/<file>.svg`), or undefined for any other URL. */
export function artworkSource(photoUrl: string): string | undefined {
  for (const [folder, photos] of Object.entries(ARTWORK_PHOTOS)) {
    for (const [file, url] of Object.entries(photos)) if (url === photoUrl) return `/media/${folder}/${file}`;
  }
  return undefined;
}
