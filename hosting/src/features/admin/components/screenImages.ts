import { UPLOAD_MAX_BYTES, UPLOAD_REJECTION } from '@estate/domain';

export interface ScreenedFiles {
  accepted: File[];
  rejected: { name: string; reason: string }[];
}

/**
 * SPEC §5 before anything is sent: images only, 5MB each, no more than `room` files; the
 * offending files are skipped with the reason the server would give.
 */
export function screenImages(files: File[], room: number): ScreenedFiles {
  const screened: ScreenedFiles = { accepted: [], rejected: [] };
  for (const file of files) {
    if (!file.type.startsWith('image/')) screened.rejected.push({ name: file.name, reason: UPLOAD_REJECTION.notImage });
    else if (file.size > UPLOAD_MAX_BYTES) screened.rejected.push({ name: file.name, reason: UPLOAD_REJECTION.tooLarge(file.name) });
    else if (screened.accepted.length >= room) screened.rejected.push({ name: file.name, reason: UPLOAD_REJECTION.tooMany });
    else screened.accepted.push(file);
  }
  return screened;
}
