import type { Storage } from 'firebase-admin/storage';
import { UPLOAD_CACHE_CONTROL, uploadNameBetween, type FileStore } from './fileStore';

export type Bucket = ReturnType<Storage['bucket']>;

/** storage.rules make this folder publicly readable. */
const FOLDER = 'listings';

/**
 * Uploads in Cloud Storage: the bucket of production, or the Storage emulator's when
 * `emulatorHost` is given (firebase-admin then talks to it by itself).
 */
export function cloudStorageFileStore(bucket: Bucket, emulatorHost?: string): FileStore {
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  // The Firebase download endpoint honours storage.rules; storage.googleapis.com would need the bucket itself public.
  const urlOfPath = (path: string) => `${origin}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media`;
  const urlPrefix = urlOfPath(`${FOLDER}/`);

  const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 404;

  return {
    async save(name, bytes, contentType) {
      const path = `${FOLDER}/${name}`;
      await bucket.file(path).save(bytes, { resumable: false, contentType, metadata: { cacheControl: UPLOAD_CACHE_CONTROL } });
      return urlOfPath(path);
    },

    async remove(name) {
      try {
        await bucket.file(`${FOLDER}/${name}`).delete();
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async removeUpload(id) {
      // Every file of an upload starts with its UUID, which no other upload's name begins with.
      const [found] = await bucket.getFiles({ prefix: `${FOLDER}/${id}` });
      await Promise.all(found.map((file) => file.delete({ ignoreNotFound: true })));
      return found.length;
    },

    async exists(name) {
      const [found] = await bucket.file(`${FOLDER}/${name}`).exists();
      return found;
    },

    async read(name) {
      try {
        const [bytes] = await bucket.file(`${FOLDER}/${name}`).download();
        return bytes;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    urlOf: (name) => urlOfPath(`${FOLDER}/${name}`),

    nameOf(url) {
      // Names are UUIDs with an extension: encodeURIComponent leaves them as they are.
      return uploadNameBetween(url, urlPrefix.slice(0, -'?alt=media'.length), '?alt=media');
    },

    async list() {
      const [stored] = await bucket.getFiles({ prefix: `${FOLDER}/` });
      return stored.map((file) => ({ name: file.name.slice(FOLDER.length + 1), storedAt: new Date(String(file.metadata.timeCreated)) }));
    },
  };
}
