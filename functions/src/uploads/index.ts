/** Uploads: images made into photo variants, the file stores, the reading of a listing's image, and the clean-up of unused uploads. What other modules and the composition root may use of it. */
export { type FileStore } from './files/fileStore';
export { fileStoreFromEnv } from './files/fileStoreFromEnv';
export { siteMediaReader, smallestImageReader } from './imageBytes';
export { makePhotoVariants } from './photoVariants';
export { storePhoto, type StoredPhoto } from './photoStore';
export { completePhotoSizes } from './photoSizeBackfill';
export { uploadJanitorService } from './uploadJanitorService';
export { uploadService, type UploadService } from './uploadService';
export { UPLOAD_ROUTE, uploadsRouter } from './uploadsRouter';
export { NEVER_UPLOADED } from './uploadNames';
export { firestoreUploadUseRepository } from './uploadUseRepository';
