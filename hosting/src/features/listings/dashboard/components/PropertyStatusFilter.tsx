import { Select } from 'antd';
import { FieldShell } from '@/components/form/FieldShell';
import { PROPERTY_STATUS_FILTER_OPTIONS, type PropertyStatusFilter as StatusFilter } from '@/features/listings/dashboard/listingStatusText';
import styles from './PropertyStatusFilter.module.css';

interface Props {
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
}

/** docs/product/dashboard.md#properties-tab: which listings the table shows, by status (For sale … All statuses). */
export function PropertyStatusFilter({ value, onChange }: Props) {
  return (
    <div className={styles.filters} role="search" aria-label="Filter properties">
      <FieldShell id="properties-status" label="Status">
        <Select<StatusFilter> id="properties-status" value={value} options={PROPERTY_STATUS_FILTER_OPTIONS} onChange={onChange} />
      </FieldShell>
    </div>
  );
}
