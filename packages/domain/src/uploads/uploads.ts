/** docs/product/reference.md#validation: at most 10 files at once, images only, 5MB each; offending files are skipped. */
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The most one upload request carries: Cloud Run refuses requests over 32 MiB, so the
 * dashboard sends a bigger choice of photos in several requests of at most this many bytes.
 */
export const UPLOAD_REQUEST_MAX_BYTES = 30 * 1024 * 1024;
/** The most photos one listing holds, over any number of uploads. */
export const LISTING_MAX_IMAGES = 50;

/** The site's own images (hosting/public/media), which listings may use beside uploads. */
export const isSiteMediaPath = (url: string): boolean => /^\/media\/(?:[\w-]+\/)*[\w-]+\.(?:svg|jpe?g|png|webp|avif)$/.test(url);

const MB = 1024 * 1024;

/** Why a file was skipped (docs/product/reference.md#validation); the server and the dashboard say the same. */
export const UPLOAD_REJECTION = {
  tooMany: 'Too many files',
  notImage: 'File is not an image',
  tooLarge: (name: string, maxBytes: number = UPLOAD_MAX_BYTES) => `${name} exceeds ${maxBytes / MB}MB limit`,
  /** Not one of the screening reasons: its request failed while others of the same choice went through. */
  failed: 'Upload failed',
} as const;
