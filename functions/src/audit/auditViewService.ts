import { Parser } from '@json2csv/plainjs';
import {
  ACCOUNT_ACCESS_LOG_MAX,
  agencyDayBounds,
  AUDIT_ACTIONS,
  AUDIT_CSV_COLUMNS,
  AUDIT_PAGE_SIZE,
  clientActionText,
  type AccessLogLine,
  type AuditEntry,
  type AuditLogFilters,
  type Role,
} from '@estate/domain';
import { forbidden, neutraliseFormula } from '../platform';
import { subjectKey } from './auditTrailService';
import type { AuditLogPosition, AuditLogSelection, AuditRepository, SealedEntry } from './auditRepository';

export type { AuditLogPosition } from './auditRepository';

export const AGENT_OWN_ENTRIES_ONLY = 'Agents see only their own entries in the audit log';
/** Entries one read of the export takes. */
const EXPORT_PAGE = 500;

const shown = ({ hash: _hash, subjects: _subjects, ...entry }: SealedEntry): AuditEntry => entry;

const csv = new Parser({ fields: [...AUDIT_CSV_COLUMNS], eol: '\r\n' });
const csvRow = (entry: SealedEntry) => {
  const row: Record<(typeof AUDIT_CSV_COLUMNS)[number], string> = {
    seq: String(entry.seq),
    at: entry.at,
    staff: entry.actor.name,
    role: entry.actor.role,
    action: AUDIT_ACTIONS[entry.action].label,
    record: `${entry.record.kind} ${entry.record.id}`,
    route: entry.route ?? '',
    address: entry.from.address,
    agent: entry.from.agent,
  };
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, neutraliseFormula(value)]));
};

export interface AuditViewer {
  uid: string;
  role: Role;
}

/** The admin's and agents' views of the log, and a client's (docs/product/dashboard.md#audit-log, docs/product/clients.md#your-data). */
export function auditViews({ store, clientEmail }: { store: AuditRepository; clientEmail: (uid: string) => Promise<string | undefined> }) {
  /** The filters as the store reads them; an agent's are held to their own entries. */
  const selection = (viewer: AuditViewer, { actor, action, kind, recordId, from, to }: AuditLogFilters): AuditLogSelection => {
    if (viewer.role !== 'admin' && actor && actor !== viewer.uid) throw forbidden(AGENT_OWN_ENTRIES_ONLY);
    const since = from ? agencyDayBounds(from)?.start : undefined;
    const until = to ? agencyDayBounds(to)?.end : undefined;
    return {
      ...(viewer.role === 'admin' ? (actor ? { actor } : {}) : { actor: viewer.uid }),
      ...(action ? { action } : {}),
      ...(kind ? { kind } : {}),
      ...(recordId ? { recordId } : {}),
      ...(since ? { since } : {}),
      ...(until ? { until } : {}),
    };
  };

  /** Who of the staff viewed or changed the data of the client with this email, and when, newest first. */
  const ofEmail = async (email: string): Promise<AccessLogLine[]> => {
    const pseudonym = await store.pseudonym(subjectKey(email), false);
    if (!pseudonym) return [];
    const entries = await store.page({ subject: pseudonym }, ACCOUNT_ACCESS_LOG_MAX);
    return entries.map((entry) => ({ at: entry.at, staffName: entry.actor.name, what: clientActionText(entry.action) }));
  };

  return {
    /** A page of the log, newest first, and where the next continues (none on the last). */
    async page(viewer: AuditViewer, filters: AuditLogFilters, limit: number, after?: AuditLogPosition) {
      const entries = await store.page(selection(viewer, filters), limit + 1, after);
      const page = entries.slice(0, limit);
      const last = page[page.length - 1];
      return { entries: page.map(shown), next: entries.length > limit && last ? { at: last.at, seq: last.seq } : undefined };
    },

    /** The CSV of the newest AUDIT_PAGE_SIZE.exportMax entries these filters select (admins only: its route says so). */
    async csv(viewer: AuditViewer, filters: AuditLogFilters): Promise<string> {
      const chosen = selection(viewer, filters);
      const rows: ReturnType<typeof csvRow>[] = [];
      let after: AuditLogPosition | undefined;
      while (rows.length < AUDIT_PAGE_SIZE.exportMax) {
        const page = await store.page(chosen, Math.min(EXPORT_PAGE, AUDIT_PAGE_SIZE.exportMax - rows.length), after);
        rows.push(...page.map(csvRow));
        const last = page[page.length - 1];
        if (!last || page.length < EXPORT_PAGE) break;
        after = { at: last.at, seq: last.seq };
      }
      return csv.parse(rows);
    },

    ofEmail,

    /** A client's Privacy tab, by their account. */
    async ofClient(clientUid: string): Promise<AccessLogLine[]> {
      const email = await clientEmail(clientUid);
      return email ? ofEmail(email) : [];
    },
  };
}

export type AuditViews = ReturnType<typeof auditViews>;
