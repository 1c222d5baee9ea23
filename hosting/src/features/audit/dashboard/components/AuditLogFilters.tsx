import { Input, Select } from 'antd';
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, AUDIT_RECORD_KINDS, type AuditLogFilters as Filters } from '@estate/domain';
import { FieldShell } from '@/components/form/FieldShell';
import { staffOption, useStaff } from '@/features/staff';
import styles from './AuditLogTab.module.css';

const ANY = '';
const ACTION_OPTIONS = [
  { value: ANY, label: 'All actions' },
  ...AUDIT_ACTION_NAMES.map((value) => ({ value, label: AUDIT_ACTIONS[value].label })),
];
const KIND_OPTIONS = [{ value: ANY, label: 'Any record' }, ...AUDIT_RECORD_KINDS.map((value) => ({ value, label: value }))];

interface Props {
  filters: Filters;
  /** Admins filter by staff member; an agent's log is their own. */
  byStaff: boolean;
  onChange: (change: Partial<Filters>) => void;
}

/** docs/product/dashboard.md#audit-log: staff member, action, record and days. */
export function AuditLogFilters({ filters, byStaff, onChange }: Props) {
  const staff = useStaff();
  const staffOptions = [{ value: ANY, label: 'Everyone' }, ...(staff.data ?? []).map(staffOption)];
  const text = (value: string) => (value === ANY ? undefined : value);
  return (
    <div className={styles.filters} role="search" aria-label="Filter the audit log">
      {byStaff && (
        <FieldShell id="audit-actor" label="Staff member">
          <Select<string>
            id="audit-actor"
            value={filters.actor ?? ANY}
            options={staffOptions}
            onChange={(actor) => onChange({ actor: text(actor) })}
          />
        </FieldShell>
      )}
      <FieldShell id="audit-action" label="Action">
        <Select<string>
          id="audit-action"
          value={filters.action ?? ANY}
          options={ACTION_OPTIONS}
          onChange={(action) => onChange({ action: text(action) as Filters['action'] })}
        />
      </FieldShell>
      <FieldShell id="audit-kind" label="Record">
        <Select<string>
          id="audit-kind"
          value={filters.kind ?? ANY}
          options={KIND_OPTIONS}
          onChange={(kind) => onChange({ kind: text(kind) as Filters['kind'], ...(kind === ANY ? { recordId: undefined } : {}) })}
        />
      </FieldShell>
      <FieldShell id="audit-record-id" label="Record id">
        <Input
          id="audit-record-id"
          value={filters.recordId ?? ''}
          disabled={!filters.kind}
          onChange={(event) => onChange({ recordId: text(event.target.value.trim()) })}
        />
      </FieldShell>
      <FieldShell id="audit-from" label="From">
        <Input id="audit-from" type="date" value={filters.from ?? ''} onChange={(event) => onChange({ from: text(event.target.value) })} />
      </FieldShell>
      <FieldShell id="audit-to" label="To">
        <Input id="audit-to" type="date" value={filters.to ?? ''} onChange={(event) => onChange({ to: text(event.target.value) })} />
      </FieldShell>
    </div>
  );
}
