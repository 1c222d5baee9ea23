import type { UploadResult } from '@estate/domain';
import { apiCall, ApiRequestError } from '@/api/client';

/**
 * POST /api/upload-multiple (multipart field `images`). XMLHttpRequest, not fetch: only it
 * reports upload progress, which `onProgress` receives as a fraction from 0 to 1.
 */
export function uploadImages(files: File[], onProgress: (fraction: number) => void): Promise<UploadResult> {
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

/** DELETE /api/upload/{filename}: a file this dialog uploaded and no longer uses. */
export async function deleteUpload(filename: string): Promise<void> {
  await apiCall('DELETE', `/api/upload/${encodeURIComponent(filename)}`);
}
