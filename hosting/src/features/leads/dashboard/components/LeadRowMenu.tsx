import { DeleteOutlined, DownloadOutlined, EyeOutlined, MoreOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { Lead, StaffMember } from '@estate/domain';
import { staffOption } from '@/features/staff';
import type { LeadAccess } from '@/features/leads/dashboard/useLeadAccess';

export interface LeadRowActions {
  onView: (lead: Lead) => void;
  onExport: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
  /** An admin gives the lead to a staff member, or to nobody (null). */
  onAssign: (lead: Lead, ownerId: string | null) => void;
}

type MenuItems = NonNullable<MenuProps['items']>;

const ASSIGN_PREFIX = 'assign:';
const UNASSIGN = 'unassign';

/** An admin's 'Assign to', every staff member by name and role; the owner's own entry is greyed out. */
function assignItem(lead: Lead, staff: readonly StaffMember[]): MenuItems[number] {
  return {
    key: 'assign',
    label: 'Assign to',
    icon: <UserSwitchOutlined aria-hidden />,
    disabled: staff.length === 0,
    children: [
      ...staff.map((member) => ({
        key: `${ASSIGN_PREFIX}${member.id}`,
        label: staffOption(member).label,
        disabled: member.id === lead.ownerId,
      })),
      ...(lead.ownerId ? [{ key: UNASSIGN, label: 'Nobody (unassigned)' }] : []),
    ],
  };
}

interface Props extends LeadRowActions {
  lead: Lead;
  access: LeadAccess;
  staff: readonly StaffMember[];
}

/**
 * One lead's menu (docs/product/dashboard.md#leads): a button that opens with Enter or Space, its items reached with the
 * arrow keys. Assigning and deleting are an admin's; an agent exports only their own leads.
 */
export function LeadRowMenu({ lead, access, staff, onView, onExport, onDelete, onAssign }: Props) {
  const items: MenuItems = [
    { key: 'view', label: 'View details', icon: <EyeOutlined aria-hidden /> },
    ...(access.manages ? [assignItem(lead, staff)] : []),
    ...(access.mayWork(lead) ? [{ key: 'export', label: 'Export CSV', icon: <DownloadOutlined aria-hidden /> }] : []),
    ...(access.manages
      ? [{ type: 'divider' as const }, { key: 'delete', label: 'Delete', icon: <DeleteOutlined aria-hidden />, danger: true }]
      : []),
  ];
  const actions: Record<string, (lead: Lead) => void> = { view: onView, export: onExport, delete: onDelete };
  const onClick = (key: string) => {
    if (key.startsWith(ASSIGN_PREFIX)) onAssign(lead, key.slice(ASSIGN_PREFIX.length));
    else if (key === UNASSIGN) onAssign(lead, null);
    else actions[key]?.(lead);
  };
  return (
    <Dropdown trigger={['click']} autoFocus menu={{ items, triggerSubMenuAction: 'click', onClick: ({ key }) => onClick(key) }}>
      <Button type="text" icon={<MoreOutlined aria-hidden />} aria-label={`Actions for ${lead.name}`} />
    </Dropdown>
  );
}
