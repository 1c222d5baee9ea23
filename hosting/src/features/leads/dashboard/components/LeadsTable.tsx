import { Checkbox, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { isOverdueLead, type Lead } from '@estate/domain';
import { ClaimLeadButton } from './ClaimLeadButton';
import { LEAD_COLUMNS } from './leadColumns';
import { leadCount } from '@/features/leads/dashboard/leadCount';
import { LeadRowMenu, type LeadRowActions } from './LeadRowMenu';
import type { LeadAccess } from '@/features/leads/dashboard/useLeadAccess';
import { useStaffNames } from '@/features/leads/dashboard/useStaffNames';
import styles from './LeadsTab.module.css';

const inquiries = (count: number) => (count === 1 ? '1 inquiry' : `${count} inquiries`);

/** The checked leads (all of them in `leads`), for an admin's bulk delete. */
export interface LeadTableSelection {
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
}

interface Props extends LeadRowActions {
  /** The loaded leads, every loaded page of them. */
  leads: Lead[];
  /** A new filter's list is on its way; the rows shown are the previous one's. */
  refreshing: boolean;
  /** Grouped by contact: how many loaded inquiries each lead's contact made. */
  contactSizes?: Map<string, number>;
  access: LeadAccess;
  /** Checkboxes, only where there is something to do with the checked leads (an admin's delete). */
  selection?: LeadTableSelection;
}

/** The "Select all" checkbox above the table. */
function SelectAll({ leads, selection: { selectedIds, onSelect } }: { leads: Lead[]; selection: LeadTableSelection }) {
  const allSelected = leads.length > 0 && selectedIds.length === leads.length;
  return (
    <Checkbox
      checked={allSelected}
      indeterminate={selectedIds.length > 0 && !allSelected}
      onChange={(event) => onSelect(event.target.checked ? leads.map((lead) => lead.id) : [])}
    >
      Select all {leadCount(leads.length)}
    </Checkbox>
  );
}

/**
 * docs/product/dashboard.md#leads: the loaded leads; for an admin, with a checkbox per row and one above them that
 * selects every loaded lead. (antd's header checkbox would do the same, but its hidden measuring copy would be
 * an invisible stop in the tab order.) The server pages the list, so the table does not: it grows
 * as pages load. It scrolls sideways on a narrow screen rather than squeezing its columns.
 */
export function LeadsTable({ leads, contactSizes, refreshing, access, selection, ...actions }: Props) {
  const { staff, nameOf } = useStaffNames();
  const owner = (lead: Lead) => {
    if (lead.ownerId) return nameOf(lead.ownerId);
    if (!access.mayClaim(lead)) return 'Unassigned';
    return (
      <span className={styles.claim}>
        Unassigned <ClaimLeadButton lead={lead} size="small" />
      </span>
    );
  };
  const columns: TableColumnsType<Lead> = [
    LEAD_COLUMNS.name,
    LEAD_COLUMNS.email,
    LEAD_COLUMNS.phone,
    LEAD_COLUMNS.source,
    LEAD_COLUMNS.interest,
    LEAD_COLUMNS.date,
    // Where each lead stands, and whose it is (an agent claims an unassigned one here).
    {
      key: 'status',
      title: 'Status',
      render: (_, lead) => (
        <>
          <Tag>{lead.status}</Tag>
          {isOverdueLead(lead) && <Tag color="error">Waiting over 1 business hour</Tag>}
        </>
      ),
    },
    { key: 'owner', title: 'Owner', render: (_, lead) => owner(lead) },
    ...(contactSizes
      ? [{ key: 'contact', title: 'Contact', render: (_: unknown, lead: Lead) => inquiries(contactSizes.get(lead.id) ?? 1) }]
      : []),
    {
      key: 'actions',
      title: 'Actions',
      render: (_, lead) => <LeadRowMenu lead={lead} access={access} staff={staff} {...actions} />,
    },
  ];
  return (
    <>
      {selection && leads.length > 0 && <SelectAll leads={leads} selection={selection} />}
      <Table<Lead>
        rowKey="id"
        rowClassName={(lead) => (isOverdueLead(lead) ? (styles.overdueRow ?? '') : '')}
        columns={columns}
        dataSource={leads}
        loading={refreshing}
        scroll={{ x: 'max-content' }}
        rowSelection={
          selection && {
            selectedRowKeys: selection.selectedIds,
            hideSelectAll: true,
            columnTitle: <span className="visually-hidden">Selected</span>,
            onChange: (keys) => selection.onSelect(keys.map(String)),
            getCheckboxProps: (lead) => ({ 'aria-label': `Select ${lead.name}` }),
          }
        }
        pagination={false}
        locale={{ emptyText: <Empty description="No leads found" /> }}
      />
    </>
  );
}
