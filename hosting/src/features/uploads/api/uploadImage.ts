import { UPLOAD_REJECTION, type UploadedFile, type UploadResult } from '@estate/domain';
import { ApiRequestError } from '@/api/client';

export interface UploadEvents {
  /** The share of the file's bytes sent so far, from 0 to 1. */
  onProgress: (fraction: number) => void;
  /** Every byte is sent: the server now makes the photo's web sizes, which takes a few seconds. */
  onSent: () => void;
}

export interface UploadRequest {
  /** The stored photo; rejects with an UploadFailure. */
  done: Promise<UploadedFile>;
  /** Stops sending: the promise rejects with an UploadFailure whose `aborted` is true. */
  abort: () => void;
}

/** Why one file did not become a photo, in the words the dashboard shows beside it. */
export class UploadFailure extends Error {
  constructor(
    readonly reason: string,
    /** False when the server refused the file itself (not an image, too large): sending it again cannot help. */
    readonly retryable: boolean,
    readonly aborted = false,
  ) {
    super(reason);
    this.name = 'UploadFailure';
  }
}

/** The server's reason for refusing `name`, from the `errors` of its 400 answer (keyed by file name). */
function refusalReason(error: ApiRequestError, name: string): string | undefined {
  try {
    const body = JSON.parse(error.body) as { errors?: Record<string, unknown> };
    const reason = body.errors?.[name];
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}

/** What went wrong with a file's request, as an UploadFailure. */
export function uploadFailure(error: unknown, name: string): UploadFailure {
  if (error instanceof UploadFailure) return error;
  if (error instanceof ApiRequestError) {
    const reason = error.status === 400 ? refusalReason(error, name) : undefined;
    if (reason) return new UploadFailure(reason, false);
    if (error.status === 413) return new UploadFailure(UPLOAD_REJECTION.tooLarge(name), false);
  }
  return new UploadFailure(UPLOAD_REJECTION.failed, true);
}

/**
 * POST /api/upload-multiple (multipart field `images`) with one file, so that each file has its
 * own progress and its own outcome. XMLHttpRequest, not fetch: only it reports upload progress.
 */
export function uploadImage(file: File, { onProgress, onSent }: UploadEvents): UploadRequest {
  const body = new FormData();
  body.append('images', file);
  const request = new XMLHttpRequest();
  const done = new Promise<UploadedFile>((resolve, reject) => {
    let sent = false;
    const markSent = () => {
      if (sent) return;
      sent = true;
      onSent();
    };
    request.open('POST', '/api/upload-multiple');
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      const fraction = event.total > 0 ? event.loaded / event.total : 1;
      onProgress(fraction);
      if (fraction >= 1) markSent();
    };
    request.upload.onload = markSent;
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(uploadFailure(new ApiRequestError(request.status, request.responseText, request.statusText), file.name));
        return;
      }
      try {
        const result = JSON.parse(request.responseText) as UploadResult;
        const [photo] = result.files;
        if (photo) resolve(photo);
        else reject(new UploadFailure(result.rejected[0]?.reason ?? UPLOAD_REJECTION.failed, result.rejected.length === 0));
      } catch {
        reject(new UploadFailure(UPLOAD_REJECTION.failed, true));
      }
    };
    request.onerror = () => reject(new UploadFailure(UPLOAD_REJECTION.failed, true));
    request.onabort = () => reject(new UploadFailure('Upload cancelled', false, true));
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
