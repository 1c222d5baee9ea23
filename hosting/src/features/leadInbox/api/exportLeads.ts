import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

const FALLBACK_FILE_NAME = 'leads.csv';

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
 * GETs an export URL's CSV with the session cookie and saves it: unlike opening it in a tab, a
 * failure stays on the page where it can be told. Answers the saved file's name.
 */
export async function exportLeads(url: string): Promise<string> {
  const response = await apiRequest('GET', url);
  const name = attachmentName(response.headers.get('Content-Disposition')) ?? FALLBACK_FILE_NAME;
  saveBlob(await response.blob(), name);
  return name;
}

export const useExportLeads = () => useMutation({ mutationFn: exportLeads });
