import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { uploadId } from '../../uploadNames';
import { uploadNameBetween, type FileStore } from '../fileStore';
import { LOCAL_UPLOADS_PATH, localUploadsRouter, localUploadUrl } from './localUploadsRouter';

const isNotFound = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Uploads on local disk, for machines without a Storage emulator (scripts/stack/stack.ts sets
 * LOCAL_UPLOADS_DIR then). Its URLs point back at the api, so it brings the route that serves them.
 */
export function localDiskFileStore(dir: string): FileStore {
  // Names come from the server, but a store must never be talked into leaving its folder.
  const pathOf = (name: string) => {
    if (name !== basename(name) || name.startsWith('.')) throw new Error(`Not a plain file name: ${name}`);
    return join(dir, name);
  };

  async function read(name: string) {
    try {
      return await readFile(pathOf(name));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function remove(name: string) {
    try {
      await unlink(pathOf(name));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  const names = () =>
    readdir(dir).catch((error: unknown) => {
      if (isNotFound(error)) return [];
      throw error;
    });

  /** The files and when each was stored; one removed meanwhile (another upload's delete) is left out. */
  async function list() {
    const listed = await Promise.all(
      (await names()).map(async (name) => {
        try {
          return [{ name, storedAt: (await stat(pathOf(name))).mtime }];
        } catch (error) {
          if (isNotFound(error)) return [];
          throw error;
        }
      }),
    );
    return listed.flat();
  }

  return {
    async save(name, bytes) {
      const path = pathOf(name);
      await mkdir(dir, { recursive: true });
      await writeFile(path, bytes);
      return localUploadUrl(name);
    },

    remove,

    async removeUpload(id) {
      const removed = await Promise.all((await names()).filter((name) => uploadId(name) === id).map(remove));
      return removed.filter(Boolean).length;
    },

    async exists(name) {
      return (await read(name)) !== null;
    },

    urlOf: localUploadUrl,

    nameOf(url) {
      return uploadNameBetween(url, LOCAL_UPLOADS_PATH);
    },

    list,

    read,
    routes: localUploadsRouter(read),
  };
}
