import { UPLOAD_MAX_FILES, UPLOAD_REJECTION, UPLOAD_REQUEST_MAX_BYTES, type UploadResult } from '@estate/domain';
import { apiCall, ApiRequestError } from '@/api/client';

/**
 * The files in requests of at most `maxFiles` files and `maxBytes` bytes, in their order (a file
 * larger than `maxBytes` alone goes in a request of its own, for the server to refuse by name).
 */
export function uploadBatches<F extends { size: number }>(
  files: F[],
  maxBytes = UPLOAD_REQUEST_MAX_BYTES,
  maxFiles = UPLOAD_MAX_FILES,
): F[][] {
  const batches: F[][] = [];
  let bytes = 0;
  for (const file of files) {
    const current = batches.at(-1);
    if (current && current.length < maxFiles && bytes + file.size <= maxBytes) {
      current.push(file);
      bytes += file.size;
    } else {
      batches.push([file]);
      bytes = file.size;
    }
  }
  return batches;
}

/**
 * POST /api/upload-multiple (multipart field `images`). XMLHttpRequest, not fetch: only it
 * reports upload progress, which `onProgress` receives as a fraction from 0 to 1.
 */
function uploadBatch(files: File[], onProgress: (loaded: number) => void): Promise<UploadResult> {
  const body = new FormData();
  for (const file of files) body.append('images', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload-multiple');
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as UploadResult);
      else reject(new ApiRequestError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new Error('Network error'));
    request.send(body);
  });
}

/**
 * Uploads the files in as many requests as Cloud Run's request limit needs (uploadBatches), one
 * after the other, reporting the progress of the whole as a fraction from 0 to 1. When a request
 * fails after others succeeded, its files are listed as skipped and the others kept; when none
 * succeeds, the upload fails with the first error.
 */
export async function uploadImages(files: File[], onProgress: (fraction: number) => void): Promise<UploadResult> {
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  const result: UploadResult = { files: [], rejected: [] };
  let failure: unknown;
  let done = 0;
  for (const batch of uploadBatches(files)) {
    const bytes = batch.reduce((sum, file) => sum + file.size, 0);
    try {
      const answer = await uploadBatch(batch, (fraction) => onProgress((done + fraction * bytes) / total));
      result.files.push(...answer.files);
      result.rejected.push(...answer.rejected);
    } catch (error) {
      failure ??= error;
      result.rejected.push(...batch.map((file) => ({ name: file.name, reason: UPLOAD_REJECTION.failed })));
    }
    done += bytes;
  }
  if (result.files.length === 0 && failure !== undefined) throw failure;
  return result;
}

/** DELETE /api/upload/{filename}: a file this dialog uploaded and no longer uses. */
export async function deleteUpload(filename: string): Promise<void> {
  await apiCall('DELETE', `/api/upload/${encodeURIComponent(filename)}`);
}
