/** SPEC §5 image upload: at most 10 files at once, images only, 5MB each; offending files are skipped. */
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const MB = 1024 * 1024;

/** Why a file was skipped, in the SPEC's words; the server and the dashboard say the same. */
export const UPLOAD_REJECTION = {
  tooMany: 'Too many files',
  notImage: 'File is not an image',
  tooLarge: (name: string, maxBytes: number = UPLOAD_MAX_BYTES) => `${name} exceeds ${maxBytes / MB}MB limit`,
} as const;
