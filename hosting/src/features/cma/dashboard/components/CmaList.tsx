import { Button, List, Space, Tag } from 'antd';
import { CMA_TEXTS, formatReceivedAt, type CmaSummary } from '@estate/domain';

interface Props {
  header: string;
  cmas: CmaSummary[] | undefined;
  onOpen: (id: string) => void;
}

/** CMAs listed to open again: the address, Draft or Published with when, and the owner's link once published. Nothing when there are none. */
export function CmaList({ header, cmas, onOpen }: Props) {
  if (!cmas || cmas.length === 0) return null;
  return (
    <List
      size="small"
      header={header}
      dataSource={cmas}
      renderItem={(cma) => (
        <List.Item
          actions={[
            <Button key="open" type="link" onClick={() => onOpen(cma.id)}>
              Open
            </Button>,
          ]}
        >
          <Space wrap>
            {cma.address}
            <Tag>{cma.status === 'published' ? CMA_TEXTS.publishedStatus : CMA_TEXTS.draft}</Tag>
            {formatReceivedAt(cma.publishedAt ?? cma.createdAt)}
            {cma.link && (
              <a href={cma.link} target="_blank" rel="noreferrer">
                {cma.link}
              </a>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}
