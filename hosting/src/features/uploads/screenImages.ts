import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_REJECTION } from '@estate/domain';

export interface ScreenedFiles {
  accepted: File[];
  rejected: { name: string; reason: string }[];
}

/**
 * docs/product/reference.md#validation before anything is sent: images only, 5MB each, at most 10 files of one choice; the
 * offending files are skipped with the reason the server would give. A field that holds fewer
 * files than that (`room`) skips the rest with `roomReason`.
 */
export function screenImages(files: File[], room: number = UPLOAD_MAX_FILES, roomReason: string = UPLOAD_REJECTION.tooMany): ScreenedFiles {
  const screened: ScreenedFiles = { accepted: [], rejected: [] };
  for (const file of files) {
    if (!file.type.startsWith('image/')) screened.rejected.push({ name: file.name, reason: UPLOAD_REJECTION.notImage });
    else if (file.size > UPLOAD_MAX_BYTES) screened.rejected.push({ name: file.name, reason: UPLOAD_REJECTION.tooLarge(file.name) });
    else if (screened.accepted.length >= UPLOAD_MAX_FILES) screened.rejected.push({ name: file.name, reason: UPLOAD_REJECTION.tooMany });
    else if (screened.accepted.length >= room) screened.rejected.push({ name: file.name, reason: roomReason });
    else screened.accepted.push(file);
  }
  return screened;
}
