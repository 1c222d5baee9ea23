/** Where uploaded listing images live: Cloud Storage in production, local disk without a Storage emulator. */
export interface FileStore {
  /** Stores the bytes under `name` (server-generated) and answers the public URL. */
  save(name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the file; false when there was none. */
  remove(name: string): Promise<boolean>;
  /**
   * The stored bytes, null when there are none. Only a store whose URLs point back at the api
   * (`/api/uploads/<name>`) has it; Cloud Storage serves its files itself.
   */
  read?(name: string): Promise<Buffer | null>;
}

/** Stored names are fresh UUIDs, so the bytes under a URL never change: caches may keep them a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
