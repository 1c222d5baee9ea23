import { Select } from 'antd';
import { useCallback } from 'react';
import { LEAD_SOURCE_FILTERS, LEAD_SOURCE_LABELS, type LeadSortOrder, type LeadSourceFilter } from '@estate/domain';
import { FieldShell } from '@/components/form/FieldShell';
import type { LeadFilters } from './leadFilters';
import { LeadSearchBox } from './LeadSearchBox';
import styles from './LeadsTab.module.css';

/** Every source the API filters by, each with its dashboard label. */
const SOURCE_OPTIONS = LEAD_SOURCE_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All sources' : LEAD_SOURCE_LABELS[value],
}));

const SORT_OPTIONS: { value: LeadSortOrder; label: string }[] = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

interface Props {
  filters: LeadFilters;
  onChange: (change: Partial<LeadFilters>, options?: { replace?: boolean }) => void;
}

/** SPEC §2 Leads: search, source and sort. */
export function LeadFiltersBar({ filters, onChange }: Props) {
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
