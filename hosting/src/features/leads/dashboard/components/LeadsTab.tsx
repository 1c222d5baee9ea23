import { DeleteOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { groupByContact, LEAD_OWNER_NONE, type Lead } from '@estate/domain';
import { AdminSection } from '@/components/AdminSection';
import { LazyNewCmaButton } from '@/features/cma/dashboard';
import { LabelledSwitch } from '@/components/form/LabelledSwitch';
import { ExportLeadsButton } from './ExportLeadsButton';
import { leadExportUrl, leadsExportUrl, leadsListUrl } from '@/features/leads/dashboard/api/urls';
import { useLeads } from '@/features/leads/dashboard/api/getLeads';
import { LeadDetailDialog } from './LeadDetailDialog';
import { LeadFiltersBar } from './LeadFiltersBar';
import { LeadsLoadMore } from './LeadsLoadMore';
import { LeadsTable } from './LeadsTable';
import { useDeleteLeadsFlow } from '@/features/leads/dashboard/useDeleteLeadsFlow';
import { useLeadAccess } from '@/features/leads/dashboard/useLeadAccess';
import { useLeadChange } from '@/features/leads/dashboard/useLeadChange';
import { useLeadDetailParam } from '@/features/leads/dashboard/useLeadDetailParam';
import { useLeadFilters } from '@/features/leads/dashboard/useLeadFilters';
import { useLeadSelection } from '@/features/leads/dashboard/useLeadSelection';
import { useExportLeadsFlow } from '@/features/leads/dashboard/useExportLeadsFlow';
import styles from './LeadsTab.module.css';
import { LoadFailure } from '@/components/LoadFailure';
import { LOAD_FAILURE } from '@/components/loadFailures';

const NO_LEADS: Lead[] = [];

/**
 * docs/product/dashboard.md#leads: filter, read, export and delete the leads the forms sent. An admin
 * also assigns them; an agent sees their own and unassigned ones, claims, and deletes nothing.
 */
export default function LeadsTab() {
  const access = useLeadAccess();
  const { filters, update } = useLeadFilters();
  const detail = useLeadDetailParam();
  const list = useLeads(filters);
  const selection = useLeadSelection(leadsListUrl(filters), list.loaded?.leads ?? NO_LEADS);
  const confirmDelete = useDeleteLeadsFlow();
  const exportCsv = useExportLeadsFlow();
  const { change } = useLeadChange();
  // One person's inquiries side by side (the same email or phone); nothing is merged.
  const [grouped, setGrouped] = useState(false);
  const loadedLeads = list.loaded?.leads ?? NO_LEADS;
  const contacts = useMemo(() => (grouped ? groupByContact(loadedLeads) : undefined), [grouped, loadedLeads]);

  const actions = (
    <>
      {access.manages && selection.selected.length > 0 && (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => confirmDelete(selection.selected, selection.clear)}>
          Delete ({selection.selected.length})
        </Button>
      )}
      {/* docs/product/cma.md: a CMA from any address. */}
      <Suspense fallback={null}>
        <LazyNewCmaButton />
      </Suspense>
      <ExportLeadsButton
        ownLeadsOnly={!access.isAdmin}
        disabled={!access.isAdmin && filters.owner === LEAD_OWNER_NONE}
        loading={exportCsv.isPending}
        onExport={() => exportCsv.start(leadsExportUrl(filters))}
      />
    </>
  );

  const content = () => {
    if (list.isError) return <LoadFailure title={LOAD_FAILURE.leads} onRetry={list.retry} />;
    if (!list.loaded) return <Skeleton active paragraph={{ rows: 8 }} />;
    const { leads, total } = list.loaded;
    return (
      <div className={styles.list}>
        <LeadsTable
          leads={contacts ? contacts.flat() : leads}
          contactSizes={contacts && new Map(contacts.flatMap((group) => group.map((lead): [string, number] => [lead.id, group.length])))}
          refreshing={list.isRefreshing}
          access={access}
          selection={access.manages ? { selectedIds: selection.selected.map((lead) => lead.id), onSelect: selection.select } : undefined}
          onView={(lead) => detail.open(lead.id)}
          onExport={(lead) => exportCsv.start(leadExportUrl(lead.id))}
          onDelete={(lead) => confirmDelete([lead])}
          onAssign={(lead, ownerId) => void change(lead, { ownerId })}
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
      <LeadFiltersBar filters={filters} access={access} onChange={update} />
      <LabelledSwitch label="Group by contact" checked={grouped} onChange={setGrouped} />
      {content()}
      <LeadDetailDialog leadId={detail.leadId} list={list} onClose={detail.close} />
    </AdminSection>
  );
}
