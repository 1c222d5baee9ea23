/** The local-disk fallback for uploads, store and serving route together: the rest of the api sees a FileStore. */
export { localDiskFileStore } from './localDiskFileStore';
