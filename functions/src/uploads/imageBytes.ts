import { isSiteMediaPath, responsivePhoto } from '@estate/domain';
import type { FileStore } from './files/fileStore';

/** How long a read of the site's own media may take: well inside a read's deadline (platform/deadlines.ts). */
const SITE_MEDIA_TIMEOUT_MS = 3_000;

/**
 * Reads one of the site's own images (`/media/...`, isSiteMediaPath) as Hosting serves it at
 * `siteOrigin`: they are static files of the site's build, which the functions' bundle does not
 * carry. Null when Hosting has no such image (for a path it does not hold, its rewrite answers
 * the site's page, not an image), and when Hosting does not answer in time: the teaser then shows
 * its fallback picture rather than a 500.
 */
export const siteMediaReader =
  (siteOrigin: string, fetchFile: typeof fetch = fetch) =>
  async (path: string): Promise<Buffer | null> => {
    const response = await fetchFile(new URL(path, siteOrigin), { signal: AbortSignal.timeout(SITE_MEDIA_TIMEOUT_MS) }).catch(() => null);
    if (!response?.ok || !response.headers.get('content-type')?.startsWith('image/')) return null;
    return Buffer.from(await response.arrayBuffer());
  };

export interface ImageSources {
  files: Pick<FileStore, 'read' | 'nameOf'>;
  /** The bytes of one of the site's own images, by its path (siteMediaReader). */
  siteMedia: (path: string) => Promise<Buffer | null>;
}

/**
 * Reads the image a listing shows at `url` (an upload's or the site's own), as its smallest web
 * size when it has them (`<uuid>-320.webp`: a few kilobytes, not the 1600 px JPEG), else the file
 * itself (an upload from before photos had sizes, a drawing). Null for an image no store holds.
 */
export function smallestImageReader({ files, siteMedia }: ImageSources): (url: string) => Promise<Buffer | null> {
  const read = (url: string): Promise<Buffer | null> => {
    if (isSiteMediaPath(url)) return siteMedia(url);
    const name = files.nameOf(url);
    return name ? files.read(name) : Promise.resolve(null);
  };
  return async (url) => {
    const smallest = responsivePhoto(url)?.sizes[0]?.urls.webp;
    return (smallest ? await read(smallest) : null) ?? read(url);
  };
}
