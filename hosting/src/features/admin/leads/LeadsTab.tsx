import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import type { Lead } from '@estate/domain';
import { AdminSection } from '../components/AdminSection';
import { leadExportUrl, leadsExportUrl, leadsListUrl } from './api/leadsUrls';
import { useLeads } from './api/useLeads';
import { LeadDetailDialog } from './LeadDetailDialog';
import { LeadFiltersBar } from './LeadFiltersBar';
import { LeadsTable } from './LeadsTable';
import { useDeleteLeads } from './useDeleteLeads';
import { useLeadDetailParam } from './useLeadDetailParam';
import { useLeadFilters } from './useLeadFilters';
import { useLeadSelection } from './useLeadSelection';
import { useLeadsExport } from './useLeadsExport';
import { LOAD_FAILURE } from '@/components/loadFailures';

const NO_LEADS: Lead[] = [];

/** SPEC §2 Leads: filter, read, export and delete the leads the forms sent. */
export default function LeadsTab() {
  const { filters, update } = useLeadFilters();
  const detail = useLeadDetailParam();
  const listUrl = leadsListUrl(filters);
  const leads = useLeads(filters);
  const selection = useLeadSelection(listUrl, leads.data ?? NO_LEADS);
  const confirmDelete = useDeleteLeads();
  const exportCsv = useLeadsExport();

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

  const list = () => {
    if (leads.isError) return <Alert type="error" showIcon title={LOAD_FAILURE.leads} />;
    if (!leads.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    return (
      <LeadsTable
        leads={leads.data}
        refreshing={leads.isPlaceholderData}
        selectedIds={selection.selected.map((lead) => lead.id)}
        onSelect={selection.select}
        onView={(lead) => detail.open(lead.id)}
        onExport={(lead) => exportCsv.mutate(leadExportUrl(lead.id))}
        onDelete={(lead) => confirmDelete([lead])}
      />
    );
  };

  return (
    <AdminSection title="Leads" actions={actions}>
      <LeadFiltersBar filters={filters} onChange={update} />
      {list()}
      <LeadDetailDialog leadId={detail.leadId} leads={leads} onClose={detail.close} />
    </AdminSection>
  );
}
