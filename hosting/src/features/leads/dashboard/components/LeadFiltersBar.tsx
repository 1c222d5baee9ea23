import { Select } from 'antd';
import { useCallback } from 'react';
import {
  LEAD_OWNER_ALL,
  LEAD_OWNER_NONE,
  LEAD_SOURCE_FILTERS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_FILTERS,
  type LeadSortOrder,
  type LeadSourceFilter,
  type LeadStatusFilter,
} from '@estate/domain';
import { FieldShell } from '@/components/form/FieldShell';
import { staffOption } from '@/features/staff';
import type { LeadFilters } from '@/features/leads/dashboard/leadFilters';
import { LeadSearchBox } from './LeadSearchBox';
import type { LeadAccess } from '@/features/leads/dashboard/useLeadAccess';
import { useStaffNames } from '@/features/leads/dashboard/useStaffNames';
import styles from './LeadsTab.module.css';

/** Every source the API filters by, each with its dashboard label. */
const SOURCE_OPTIONS = LEAD_SOURCE_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All sources' : LEAD_SOURCE_LABELS[value],
}));

const STATUS_OPTIONS = LEAD_STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? 'All statuses' : value }));

const SORT_OPTIONS: { value: LeadSortOrder; label: string }[] = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

interface Props {
  filters: LeadFilters;
  access: LeadAccess;
  onChange: (change: Partial<LeadFilters>, options?: { replace?: boolean }) => void;
}

/**
 * The owners to filter by. An admin's: anyone's, nobody's, or one staff member's. An
 * agent sees their own and unassigned leads, so 'all' means those two (the API's reading of it).
 */
function useOwnerOptions({ isAdmin, uid }: LeadAccess) {
  const { staff } = useStaffNames();
  if (!isAdmin)
    return [
      { value: LEAD_OWNER_ALL, label: 'Mine and unassigned' },
      { value: uid, label: 'Mine' },
      { value: LEAD_OWNER_NONE, label: 'Unassigned' },
    ];
  return [{ value: LEAD_OWNER_ALL, label: 'All owners' }, { value: LEAD_OWNER_NONE, label: 'Unassigned' }, ...staff.map(staffOption)];
}

/** docs/product/dashboard.md#leads: search, source, status, owner and sort. */
export function LeadFiltersBar({ filters, access, onChange }: Props) {
  const ownerOptions = useOwnerOptions(access);
  // Typing refines one search: it replaces the history entry instead of adding one per pause.
  const onSearch = useCallback((search: string) => onChange({ search }, { replace: true }), [onChange]);
  return (
    <div className={styles.filters} role="search" aria-label="Filter leads">
      <LeadSearchBox id="leads-search" value={filters.search} onSearch={onSearch} />
      <FieldShell id="leads-source" label="Source">
        <Select<LeadSourceFilter>
          id="leads-source"
          value={filters.source}
          options={SOURCE_OPTIONS}
          onChange={(source) => onChange({ source })}
        />
      </FieldShell>
      <FieldShell id="leads-status" label="Status">
        <Select<LeadStatusFilter>
          id="leads-status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ status })}
        />
      </FieldShell>
      <FieldShell id="leads-owner" label="Owner">
        <Select<string> id="leads-owner" value={filters.owner} options={ownerOptions} onChange={(owner) => onChange({ owner })} />
      </FieldShell>
      <FieldShell id="leads-sort" label="Sort">
        <Select<LeadSortOrder>
          id="leads-sort"
          value={filters.sortOrder}
          options={SORT_OPTIONS}
          onChange={(sortOrder) => onChange({ sortOrder })}
        />
      </FieldShell>
    </div>
  );
}
