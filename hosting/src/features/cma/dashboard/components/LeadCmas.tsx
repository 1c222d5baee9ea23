import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { CMA_TEXTS, type Lead } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { useCmaList, useCreateCma } from '@/features/cma/dashboard/api/cmaApi';
import { CmaEditorDialog } from './CmaEditorDialog';
import { CmaList } from './CmaList';

/**
 * docs/product/dashboard.md#leads: a home valuation's lead's CMAs, beside its valuation: Build CMA
 * starts one from the lead's home; each is listed with its status and, once published, its link.
 */
export default function LeadCmas({ lead }: { lead: Pick<Lead, 'id'> }) {
  const list = useCmaList(lead.id);
  const create = useCreateCma();
  const [open, setOpen] = useState<string | null>(null);
  const build = () => create.mutate({ leadId: lead.id }, { onSuccess: (cma) => setOpen(cma.id) });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button onClick={build} loading={create.isPending}>
        {CMA_TEXTS.buildCma}
      </Button>
      {create.isError && <Alert type="error" showIcon title={errorMessage(create.error, 'The CMA was not started. Please try again.')} />}
      <CmaList header={CMA_TEXTS.leadCmas} cmas={list.data} onOpen={setOpen} />
      <CmaEditorDialog id={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
