import { createContext } from 'react';
import { deleteUpload } from '@/features/uploads/api/deleteUpload';

/**
 * The files uploaded while one form dialog is open. Nothing saved refers to them yet: removing
 * one from the form deletes its file, and cancelling the dialog deletes them all, as well as
 * those whose upload was still under way and ends after it closed. Saving keeps them (the dialog
 * closes without cancelling). What a closed tab leaves behind, the server's daily clean-up of
 * unused uploads removes.
 */
export interface UploadSession {
  /** A file uploaded for the form; once the session is discarded, a late one is deleted at once. */
  track(url: string, filename: string): void;
  /** The file's name when this session uploaded `url`; it is then forgotten. */
  release(url: string): string | undefined;
  /** Deletes every file still tracked and forgets them; files tracked later are deleted too, until `keep`. */
  discard(): void;
  /** Forgets every file (they were saved) and takes new ones again. */
  keep(): void;
}

export function createUploadSession(remove: (filename: string) => Promise<void> = deleteUpload): UploadSession {
  const uploads = new Map<string, string>();
  let discarded = false;
  // Best effort: a file that stays is removed by the server's clean-up a day later.
  const forget = (filename: string) => void remove(filename).catch(() => undefined);
  return {
    track(url, filename) {
      if (discarded) forget(filename);
      else uploads.set(url, filename);
    },
    release(url) {
      const filename = uploads.get(url);
      uploads.delete(url);
      return filename;
    },
    discard() {
      discarded = true;
      for (const filename of uploads.values()) forget(filename);
      uploads.clear();
    },
    keep() {
      discarded = false;
      uploads.clear();
    },
  };
}

/** Outside a dialog (a test harness), an uploader keeps its own session. */
export const UploadSessionContext = createContext<UploadSession | null>(null);
