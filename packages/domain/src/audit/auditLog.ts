/** docs/product/dashboard.md#audit-log and docs/product/api.md#staff-calls: the audit log as the API answers it and is asked. */
import { mixed, object, string, type InferType } from 'yup';
import { isIsoDate } from '../agencyTime/isoDate';
import { choiceParam, wholeNumberParam } from '../shared/queryParams';
import { AUDIT_ACTION_NAMES, AUDIT_RECORD_KINDS, type AuditAction, type AuditRecordKind } from './auditActions';
import type { Role } from '../staff/staffRoles';

export const AUDIT_LOG_PATH = '/api/audit-log';
export const AUDIT_LOG_EXPORT_PATH = `${AUDIT_LOG_PATH}/export`;
/** A client's own: which staff member viewed or changed their data, and when. */
export const ACCOUNT_ACCESS_LOG_PATH = '/api/account/access-log';
/** The dashboard's Audit log tab (the admins' alert of a broken chain links to it). */
export const AUDIT_LOG_TAB_PATH = '/admin/audit-log';

/** How long entries are kept (docs/operations.md#the-audit-log says why); the oldest are then deleted in order. */
export const AUDIT_RETENTION_DAYS = 730;

/** The log's pages: 50 unless `limit` says otherwise; an export holds at most `exportMax` entries, newest first. */
export const AUDIT_PAGE_SIZE = { default: 50, max: 200, exportMax: 20_000 } as const;
/** The entries a client's Privacy tab lists, newest first. */
export const ACCOUNT_ACCESS_LOG_MAX = 100;

/** One sealed entry, as the dashboard's Audit log tab shows it. */
export interface AuditEntry {
  seq: number;
  /** ISO 8601. */
  at: string;
  actor: { uid: string; name: string; role: Role };
  action: AuditAction;
  record: { kind: AuditRecordKind; id: string };
  /** The route of a staff write (`PATCH /api/leads/:id`); none for an explicit read. */
  route?: string;
  from: { address: string; agent: string };
}

/** One line of a client's Privacy tab: who, what in their words, when. Never notes or internal ids. */
export interface AccessLogLine {
  at: string;
  staffName: string;
  what: string;
}

const DATE_MESSAGE = (name: string) => `${name} must be a date (YYYY-MM-DD)`;
const dayParam = (name: string) =>
  string()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .test('day', DATE_MESSAGE(name), (value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isIsoDate(value)));

const idParam = (name: string) =>
  string()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .matches(/^[A-Za-z0-9_.:-]{1,128}$/, `${name} must be an id of letters, digits, '_', '.', ':' or '-'`);

/**
 * GET /api/audit-log and its export: `?actor=&action=&kind=&recordId=&from=&to=&limit=&cursor=`,
 * newest first; `from` and `to` are days on the agency's clock, both included.
 */
export const auditLogQuerySchema = object({
  actor: idParam('actor'),
  action: choiceParam<AuditAction>('action', AUDIT_ACTION_NAMES),
  kind: choiceParam<AuditRecordKind>('kind', AUDIT_RECORD_KINDS),
  recordId: idParam('recordId'),
  from: dayParam('from'),
  to: dayParam('to'),
  limit: wholeNumberParam('limit', { min: 1, max: AUDIT_PAGE_SIZE.max }).default(AUDIT_PAGE_SIZE.default),
  cursor: mixed<string>().test('cursor', 'cursor is not valid', (value) => value === undefined || typeof value === 'string'),
})
  .test('record', 'recordId needs a kind', (query) => !query.recordId || Boolean(query.kind))
  .test('range', 'from must not be after to', (query) => !query.from || !query.to || query.from <= query.to);

export type AuditLogQuery = InferType<typeof auditLogQuerySchema>;
export type AuditLogFilters = Omit<AuditLogQuery, 'limit' | 'cursor'>;

/** The export's columns, in order. */
export const AUDIT_CSV_COLUMNS = ['seq', 'at', 'staff', 'role', 'action', 'record', 'route', 'address', 'agent'] as const;
