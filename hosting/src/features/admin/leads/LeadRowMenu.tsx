import { DeleteOutlined, DownloadOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { Lead } from '@estate/domain';

export interface LeadRowActions {
  onView: (lead: Lead) => void;
  onExport: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

const ITEMS: MenuProps['items'] = [
  { key: 'view', label: 'View details', icon: <EyeOutlined aria-hidden /> },
  { key: 'export', label: 'Export CSV', icon: <DownloadOutlined aria-hidden /> },
  { type: 'divider' },
  { key: 'delete', label: 'Delete', icon: <DeleteOutlined aria-hidden />, danger: true },
];

/** One lead's menu (SPEC §2): a button that opens with Enter or Space, its items reached with the arrow keys. */
export function LeadRowMenu({ lead, onView, onExport, onDelete }: LeadRowActions & { lead: Lead }) {
  const actions: Record<string, (lead: Lead) => void> = { view: onView, export: onExport, delete: onDelete };
  return (
    <Dropdown trigger={['click']} autoFocus menu={{ items: ITEMS, onClick: ({ key }) => actions[key]?.(lead) }}>
      <Button type="text" icon={<MoreOutlined aria-hidden />} aria-label={`Actions for ${lead.name}`} />
    </Dropdown>
  );
}
