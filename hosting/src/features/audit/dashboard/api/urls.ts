import { AUDIT_LOG_EXPORT_PATH, AUDIT_LOG_PATH, type AuditLogFilters } from '@estate/domain';

/** The query string of these filters, without the empty ones. */
const filterParams = (filters: AuditLogFilters) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, String(value));
  return params;
};

const withQuery = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params.toString()}` : path);

/** A page of the log these filters select; without a cursor, its first page (the list's cache key). */
export function auditLogUrl(filters: AuditLogFilters, cursor?: string) {
  const params = filterParams(filters);
  if (cursor) params.set('cursor', cursor);
  return withQuery(AUDIT_LOG_PATH, params);
}

/** The CSV of the entries these filters select (admins). */
export const auditLogExportUrl = (filters: AuditLogFilters) => withQuery(AUDIT_LOG_EXPORT_PATH, filterParams(filters));
