import { Alert, Button, Empty, Modal, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Lead } from '@estate/domain';
import { LeadDetails } from './LeadDetails';
import { LOAD_FAILURE } from '@/components/loadFailures';

interface Props {
  /** The lead to show; null keeps the dialog closed. */
  leadId: string | null;
  leads: UseQueryResult<Lead[]>;
  onClose: () => void;
}

/** SPEC §2 Leads: the detail dialog, for a lead of the list (the URL names it). */
export function LeadDetailDialog({ leadId, leads, onClose }: Props) {
  const lead = leads.data?.find((candidate) => candidate.id === leadId);
  const body = () => {
    if (lead) return <LeadDetails lead={lead} />;
    if (leads.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (leads.isError) return <Alert type="error" showIcon title={LOAD_FAILURE.leads} />;
    return <Empty description="This lead was not found. It may have been deleted." />;
  };
  return (
    <Modal
      open={leadId !== null}
      title={lead ? `Lead: ${lead.name}` : 'Lead details'}
      onCancel={onClose}
      destroyOnHidden
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
