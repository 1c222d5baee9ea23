import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FileStore } from './fileStore';

/** Where the api serves a local-disk file from (GET /api/uploads/:filename). */
export const localUploadUrl = (name: string) => `/api/uploads/${name}`;

const isNotFound = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Uploads on local disk, for machines without a Storage emulator; the api itself serves them. */
export function localDiskFileStore(dir: string): FileStore {
  // Names come from the server, but a store must never be talked into leaving its folder.
  const pathOf = (name: string) => {
    if (name !== basename(name) || name.startsWith('.')) throw new Error(`Not a plain file name: ${name}`);
    return join(dir, name);
  };

  return {
    async save(name, bytes) {
      const path = pathOf(name);
      await mkdir(dir, { recursive: true });
      await writeFile(path, bytes);
      return localUploadUrl(name);
    },

    async remove(name) {
      try {
        await unlink(pathOf(name));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async read(name) {
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}
