import { Checkbox, Empty, Table, type TableColumnsType } from 'antd';
import type { Lead } from '@estate/domain';
import { LEAD_COLUMNS } from './leadColumns';
import { LeadRowMenu, type LeadRowActions } from './LeadRowMenu';
import styles from './LeadsTab.module.css';

interface Props extends LeadRowActions {
  leads: Lead[];
  /** A new filter's list is on its way; the rows shown are the previous one's. */
  refreshing: boolean;
  /** The checked leads, all of them in `leads`. */
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
}

const PAGE_SIZES = [10, 20, 50, 100];

const countLabel = (total: number) => `${total} ${total === 1 ? 'lead' : 'leads'}`;

/**
 * SPEC §2 Leads: the paginated list with a checkbox per row, and one above it that selects every
 * lead of the list, not only the page shown. (antd's header checkbox would select one page, and
 * its hidden measuring copy would be an invisible stop in the tab order.) It scrolls sideways
 * on a narrow screen rather than squeezing its columns.
 */
export function LeadsTable({ leads, refreshing, selectedIds, onSelect, ...actions }: Props) {
  const allSelected = leads.length > 0 && selectedIds.length === leads.length;
  const columns: TableColumnsType<Lead> = [
    LEAD_COLUMNS.name,
    LEAD_COLUMNS.email,
    LEAD_COLUMNS.phone,
    LEAD_COLUMNS.source,
    LEAD_COLUMNS.interest,
    LEAD_COLUMNS.date,
    { key: 'actions', title: 'Actions', render: (_, lead) => <LeadRowMenu lead={lead} {...actions} /> },
  ];
  return (
    <div className={styles.list}>
      {leads.length > 0 && (
        <Checkbox
          checked={allSelected}
          indeterminate={selectedIds.length > 0 && !allSelected}
          onChange={(event) => onSelect(event.target.checked ? leads.map((lead) => lead.id) : [])}
        >
          Select all {countLabel(leads.length)}
        </Checkbox>
      )}
      <Table<Lead>
        rowKey="id"
        columns={columns}
        dataSource={leads}
        loading={refreshing}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selectedIds,
          hideSelectAll: true,
          columnTitle: <span className="visually-hidden">Selected</span>,
          onChange: (keys) => onSelect(keys.map(String)),
          getCheckboxProps: (lead) => ({ 'aria-label': `Select ${lead.name}` }),
        }}
        pagination={{ defaultPageSize: PAGE_SIZES[0], pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: countLabel }}
        locale={{ emptyText: <Empty description="No leads found" /> }}
      />
    </div>
  );
}
