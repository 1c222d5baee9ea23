import { Alert, Button, List, Space, Tag } from 'antd';
import { useState } from 'react';
import { CMA_TEXTS, formatReceivedAt, type Lead } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { useCmaList, useCreateCma } from '@/features/cma/dashboard/api/cmaApi';
import { CmaEditorDialog } from './CmaEditorDialog';

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
      {list.data && list.data.length > 0 && (
        <List
          size="small"
          header={CMA_TEXTS.leadCmas}
          dataSource={list.data}
          renderItem={(cma) => (
            <List.Item
              actions={[
                <Button key="open" type="link" onClick={() => setOpen(cma.id)}>
                  Open
                </Button>,
              ]}
            >
              <Space wrap>
                <Tag>{cma.status === 'published' ? CMA_TEXTS.publishedStatus : CMA_TEXTS.draft}</Tag>
                {cma.publishedAt ? formatReceivedAt(cma.publishedAt) : formatReceivedAt(cma.createdAt)}
                {cma.link && (
                  <a href={cma.link} target="_blank" rel="noreferrer">
                    {cma.link}
                  </a>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
      <CmaEditorDialog id={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
