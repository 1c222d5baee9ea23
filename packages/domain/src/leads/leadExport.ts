/**
 * A CSV export of leads, prepared in the background: Hosting ends a request to a function at 60 s,
 * and an export of tens of thousands of leads can take longer. The dashboard asks for it, follows
 * its status, then downloads the file.
 */
export type LeadExportStatus = 'preparing' | 'ready' | 'failed';

export interface LeadExport {
  id: string;
  status: LeadExportStatus;
  /** ISO 8601. */
  requestedAt: string;
  /** Once ready: the file's name and how many leads it holds. */
  fileName?: string;
  rows?: number;
  /** Once failed: why, in words for the dashboard. */
  message?: string;
}

export const LEAD_EXPORTS_PATH = '/api/leads/exports';
export const leadExportPath = (id: string) => `${LEAD_EXPORTS_PATH}/${encodeURIComponent(id)}`;
export const leadExportFilePath = (id: string) => `${leadExportPath(id)}/file`;

/** How often the dashboard asks whether an export is ready. */
export const LEAD_EXPORT_POLL_MS = 1_000;
/**
 * An export still preparing after this long is reported failed: the background run that prepares
 * it is ended by its platform at 540 s, so it is not coming.
 */
export const LEAD_EXPORT_STALE_MS = 10 * 60_000;
/** A prepared file can be downloaded for a day, then it is deleted. */
export const LEAD_EXPORT_KEEP_MS = 24 * 60 * 60_000;

export const LEAD_EXPORT_FAILED_MESSAGE = 'The export could not be prepared. Please try again.';
export const LEAD_EXPORT_NOT_FOUND_MESSAGE = 'Export not found';
export const LEAD_EXPORT_NOT_READY_MESSAGE = 'This export is still being prepared';
