import type { FileStore } from './files/fileStore';
import type { UploadUseRepository } from './uploadUseRepository';
import { uploadId } from './uploadNames';

/** An upload nothing refers to may still be on its way into a dialog that is open: it waits this long. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** Deletes uploaded files no document uses any more, so the store holds only what the site shows. */
export function uploadJanitorService(uses: UploadUseRepository, files: FileStore, now: () => number = Date.now) {
  /** Whether any document still uses the file behind `url`. */
  const isUsed = (url: string) => uses.isUsed(url);

  /** The ids of every upload a document uses, read in one pass over the image fields. */
  async function usedUploads(): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const url of await uses.usedUrls()) {
      const name = typeof url === 'string' ? files.nameOf(url) : undefined;
      const id = name && uploadId(name);
      if (id) ids.add(id);
    }
    return ids;
  }

  return {
    isUsed,

    /**
     * After a document let go of some image URLs (a listing deleted, photos removed from it):
     * deletes the uploads among them that no document uses, each with all its web sizes.
     * Answers the ids of the uploads deleted.
     */
    async releaseImages(urls: Iterable<string>): Promise<string[]> {
      const released = [...new Set(urls)].filter((url) => files.nameOf(url) !== undefined);
      const unused = await Promise.all(released.map(async (url) => ((await isUsed(url)) ? undefined : uploadId(files.nameOf(url)!))));
      const ids = unused.filter((id): id is string => id !== undefined);
      await Promise.all(ids.map((id) => files.removeUpload(id)));
      return ids;
    },

    /** Deletes every upload older than `graceMs` that no document uses. Answers the names deleted. */
    async removeOrphans(graceMs = ORPHAN_GRACE_MS): Promise<string[]> {
      // Files first: one uploaded after this listing is younger than any grace period.
      const stored = await files.list();
      const used = await usedUploads();
      // A web size is used when the JPEG of its upload is: all files of one upload share its id.
      const orphans = stored
        .filter(({ name, storedAt }) => !used.has(uploadId(name) ?? name) && now() - storedAt.getTime() >= graceMs)
        .map(({ name }) => name);
      await Promise.all(orphans.map((name) => files.remove(name)));
      return orphans;
    },
  };
}

export type UploadJanitor = ReturnType<typeof uploadJanitorService>;
