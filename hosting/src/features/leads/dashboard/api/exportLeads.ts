import { useMutation } from '@tanstack/react-query';
import { LEAD_EXPORT_FAILED_MESSAGE, LEAD_EXPORT_POLL_MS, leadExportFilePath, leadExportPath, type LeadExport } from '@estate/domain';
import { apiRequest, getJson, sendJson } from '@/api/client';

/** How long the browser may take to start reading a saved blob before its URL is revoked. */
const REVOKE_DELAY_MS = 10_000;

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

/** An export the server could not prepare; its message is for the dashboard. */
export class LeadExportFailed extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks for the export at `url` (POST /api/leads/exports with the list's filters), follows it while
 * the server prepares it, then downloads and saves its CSV with the session cookie: a failure stays
 * on the page where it can be told. Answers the saved file's name.
 */
export async function exportLeads(url: string): Promise<string> {
  let current = await sendJson<LeadExport>('POST', url);
  while (current.status === 'preparing') {
    await pause(LEAD_EXPORT_POLL_MS);
    current = await getJson<LeadExport>(leadExportPath(current.id));
  }
  if (current.status === 'failed' || !current.fileName) throw new LeadExportFailed(current.message ?? LEAD_EXPORT_FAILED_MESSAGE);
  const response = await apiRequest('GET', leadExportFilePath(current.id));
  saveBlob(await response.blob(), current.fileName);
  return current.fileName;
}

export const useExportLeads = () => useMutation({ mutationFn: exportLeads });
