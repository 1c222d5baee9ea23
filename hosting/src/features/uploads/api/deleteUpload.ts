import { apiCall } from '@/api/client';

/** DELETE /api/upload/{filename}: a file this dialog uploaded and no longer uses (every web size goes with it). */
export async function deleteUpload(filename: string): Promise<void> {
  await apiCall('DELETE', `/api/upload/${encodeURIComponent(filename)}`);
}
