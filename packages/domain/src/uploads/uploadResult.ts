/** POST /api/upload-multiple's answer: the stored files, and those skipped with why. */
export interface UploadedFile {
  url: string;
  filename: string;
}

export interface UploadResult {
  files: UploadedFile[];
  rejected: { name: string; reason: string }[];
}
