import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Switch } from 'antd';
import { useId, useMemo, useState } from 'react';
import { groupByContact, type Lead } from '@estate/domain';
import { AdminSection } from '../components/AdminSection';
import { leadExportUrl, leadsExportUrl, leadsListUrl } from './api/leadsUrls';
import { useLeads } from './api/useLeads';
import { LeadDetailDialog } from './LeadDetailDialog';
import { LeadFiltersBar } from './LeadFiltersBar';
import { LeadsLoadMore } from './LeadsLoadMore';
import { LeadsTable } from './LeadsTable';
import { useDeleteLeads } from './useDeleteLeads';
import { useLeadDetailParam } from './useLeadDetailParam';
import { useLeadFilters } from './useLeadFilters';
import { useLeadSelection } from './useLeadSelection';
import { useLeadsExport } from './useLeadsExport';
import styles from './LeadsTab.module.css';
import { LOAD_FAILURE } from '@/components/loadFailures';

const NO_LEADS: Lead[] = [];

/** SPEC §2 Leads: filter, read, export and delete the leads the forms sent. */
export default function LeadsTab() {
  const { filters, update } = useLeadFilters();
  const detail = useLeadDetailParam();
  const list = useLeads(filters);
  const selection = useLeadSelection(leadsListUrl(filters), list.loaded?.leads ?? NO_LEADS);
  const confirmDelete = useDeleteLeads();
  const exportCsv = useLeadsExport();
  // Issue 12: one person's inquiries side by side (the same email or phone); nothing is merged.
  const [grouped, setGrouped] = useState(false);
  const groupSwitch = useId();
  const loadedLeads = list.loaded?.leads ?? NO_LEADS;
  const contacts = useMemo(() => (grouped ? groupByContact(loadedLeads) : undefined), [grouped, loadedLeads]);

  const actions = (
    <>
      {selection.selected.length > 0 && (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => confirmDelete(selection.selected, selection.clear)}>
          Delete ({selection.selected.length})
        </Button>
      )}
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={exportCsv.isPending}
        onClick={() => exportCsv.mutate(leadsExportUrl(filters))}
      >
        Export CSV
      </Button>
    </>
  );

  const content = () => {
    if (list.isError) return <Alert type="error" showIcon title={LOAD_FAILURE.leads} />;
    if (!list.loaded) return <Skeleton active paragraph={{ rows: 8 }} />;
    const { leads, total } = list.loaded;
    return (
      <div className={styles.list}>
        <LeadsTable
          leads={contacts ? contacts.flat() : leads}
          contactSizes={contacts && new Map(contacts.flatMap((group) => group.map((lead): [string, number] => [lead.id, group.length])))}
          refreshing={list.isRefreshing}
          selectedIds={selection.selected.map((lead) => lead.id)}
          onSelect={selection.select}
          onView={(lead) => detail.open(lead.id)}
          onExport={(lead) => exportCsv.mutate(leadExportUrl(lead.id))}
          onDelete={(lead) => confirmDelete([lead])}
        />
        {leads.length > 0 && (
          <LeadsLoadMore
            shown={leads.length}
            total={total}
            hasMore={list.hasMore}
            loading={list.isFetching}
            failed={list.loadMoreFailed}
            onLoadMore={list.loadMore}
          />
        )}
      </div>
    );
  };

  return (
    <AdminSection title="Leads" actions={actions}>
      <LeadFiltersBar filters={filters} onChange={update} />
      <div className={styles.groupToggle}>
        <Switch id={groupSwitch} checked={grouped} onChange={setGrouped} />
        <label htmlFor={groupSwitch}>Group by contact</label>
      </div>
      {content()}
      <LeadDetailDialog leadId={detail.leadId} list={list} onClose={detail.close} />
    </AdminSection>
  );
}
