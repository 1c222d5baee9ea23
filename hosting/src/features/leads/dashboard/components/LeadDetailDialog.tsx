import { Button, Empty, Modal, Skeleton } from 'antd';
import { Suspense } from 'react';
import { LazyShowingPanel } from '@/features/showings/dashboard';
import { LazyLeadCmas } from '@/features/cma/dashboard';
import type { LeadsList } from '@/features/leads/dashboard/api/getLeads';
import { useLead } from '@/features/leads/dashboard/api/getLead';
import { LeadDetails } from './LeadDetails';
import { LeadPipelinePanel } from './LeadPipelinePanel';
import { LeadValuation } from './LeadValuation';
import { LoadFailure } from '@/components/LoadFailure';
import { LOAD_FAILURE } from '@/components/loadFailures';

interface Props {
  /** The lead to show; null keeps the dialog closed. */
  leadId: string | null;
  /** The loaded leads, where the lead is looked for first. */
  list: Pick<LeadsList, 'loaded' | 'isPending'>;
  onClose: () => void;
}

/** docs/product/dashboard.md#leads: the detail dialog, for the lead the URL names (loaded in the list or not). */
export function LeadDetailDialog({ leadId, list, onClose }: Props) {
  const { lead, isPending, isError, retry } = useLead(leadId, list);
  const body = () => {
    if (lead)
      return (
        <>
          <LeadDetails lead={lead} />
          {lead.valuation && <LeadValuation leadId={lead.id} valuation={lead.valuation} />}
          {/* docs/product/showings.md#showings: a showing request for a home books a slot; its agent decides here. */}
          {lead.source === 'schedule_form' && lead.propertyId && (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
              <LazyShowingPanel leadId={lead.id} />
            </Suspense>
          )}
          {/* docs/product/cma.md: a home valuation's lead, the agent's CMAs of the home. */}
          {lead.source === 'home_value' && (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 1 }} />}>
              <LazyLeadCmas lead={lead} />
            </Suspense>
          )}
          <LeadPipelinePanel lead={lead} />
        </>
      );
    if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (isError) return <LoadFailure title={LOAD_FAILURE.leads} onRetry={retry} />;
    return <Empty description="This lead was not found. It may have been deleted." />;
  };
  return (
    <Modal
      open={leadId !== null}
      title={lead ? `Lead: ${lead.name}` : 'Lead details'}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {body()}
    </Modal>
  );
}
