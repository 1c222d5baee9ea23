import type { Router } from 'express';
import { uploadNameType } from '../uploadNames';

export interface StoredFile {
  name: string;
  storedAt: Date;
}

/** Where uploaded listing images live: Cloud Storage in production, local disk without a Storage emulator. */
export interface FileStore {
  /** Stores the bytes under `name` (server-generated) and answers the public URL. */
  save(name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the file; false when there was none. */
  remove(name: string): Promise<boolean>;
  /** Removes every file of one upload (its JPEG and web sizes, which share the UUID `id`); answers how many. */
  removeUpload(id: string): Promise<number>;
  exists(name: string): Promise<boolean>;
  /** The stored bytes; null when there are none. */
  read(name: string): Promise<Buffer | null>;
  /** The public URL of a stored file (what `save` answered for it). */
  urlOf(name: string): string;
  /** The stored name behind a URL this store answered; undefined for any other URL. */
  nameOf(url: string): string | undefined;
  /** Every stored file, with when it was stored. */
  list(): Promise<StoredFile[]>;
  /**
   * Routes (under /api) that serve the stored files, for a store whose URLs point back at the api
   * (local disk: GET /api/uploads/<name>). Cloud Storage serves its files itself and has none.
   */
  routes?: Router;
}

/** Stored names are fresh UUIDs, so the bytes under a URL never change: caches may keep them a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The upload name in `url` between `prefix` and `suffix`, when it is a name the server gives. */
export function uploadNameBetween(url: string, prefix: string, suffix = ''): string | undefined {
  if (!url.startsWith(prefix) || !url.endsWith(suffix)) return undefined;
  const name = url.slice(prefix.length, url.length - suffix.length);
  return uploadNameType(name) ? name : undefined;
}
