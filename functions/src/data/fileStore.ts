/** Where uploaded listing images live: Cloud Storage in production, local disk without a Storage emulator. */
export interface FileStore {
  /** Stores the bytes under `name` (server-generated) and answers the public URL. */
  save(name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the file; false when there was none. */
  remove(name: string): Promise<boolean>;
}
