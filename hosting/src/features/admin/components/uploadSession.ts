import { createContext } from 'react';
import { deleteUpload } from '../api/uploadImages';

/**
 * The files uploaded while one form dialog is open. Nothing saved refers to them yet: removing
 * one from the form deletes its file, and cancelling the dialog deletes them all. Saving keeps
 * them (the dialog closes without cancelling). What a closed tab leaves behind, the server's
 * daily clean-up of unused uploads removes.
 */
export interface UploadSession {
  track(url: string, filename: string): void;
  /** The file's name when this session uploaded `url`; it is then forgotten. */
  release(url: string): string | undefined;
  /** Deletes every file still tracked and forgets them. */
  discard(): void;
  /** Forgets every file: they were saved. */
  keep(): void;
}

export function createUploadSession(remove: (filename: string) => Promise<void> = deleteUpload): UploadSession {
  const uploads = new Map<string, string>();
  return {
    track: (url, filename) => void uploads.set(url, filename),
    release(url) {
      const filename = uploads.get(url);
      uploads.delete(url);
      return filename;
    },
    discard() {
      // Best effort: a file that stays is removed by the server's clean-up a day later.
      for (const filename of uploads.values()) void remove(filename).catch(() => undefined);
      uploads.clear();
    },
    keep: () => uploads.clear(),
  };
}

/** Outside a dialog (a test harness), an uploader keeps its own session. */
export const UploadSessionContext = createContext<UploadSession | null>(null);
