import { apiRequest } from '@/api/client';

/** How long the browser may take to start reading a saved blob before its URL is revoked. */
const REVOKE_DELAY_MS = 10_000;

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
function attachmentName(header: string | null): string | undefined {
  return header ? /filename="([^"]+)"/.exec(header)?.[1] : undefined;
}

/** Hands a blob to the browser's download, as the file `name`. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

/**
 * GETs a file with the session cookie and saves it: unlike opening it in a tab, a failure
 * stays on the page where it can be told. Answers the saved file's name.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await apiRequest('GET', url);
  const name = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
