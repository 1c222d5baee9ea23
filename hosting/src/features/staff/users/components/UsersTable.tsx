import { Table, Tag, type TableColumnsType } from 'antd';
import { agencyToday, formatCalendarDay, type Role, type User } from '@estate/domain';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { UserRoleSelect } from './UserRoleSelect';
import { UserRowActions } from './UserRowActions';

interface Props {
  users: User[] | undefined;
  loading: boolean;
  /** The signed-in user's id: their row says 'You' and cannot be deleted. */
  currentUserId: string | undefined;
  onResetPassword: (user: User) => void;
  onDelete: (user: User) => void;
  onChangeRole: (user: User, role: Role) => void;
  onDeactivate: (user: User) => void;
  onReactivate: (user: User) => void;
}

const PAGE_SIZE = 10;

/**
 * docs/product/dashboard.md#users: id, username, name and email, paged; scrolls sideways on narrow screens. Issue
 * 14: each account's role, and whether an agent is available for new leads.
 */
export function UsersTable({ users, loading, currentUserId, onResetPassword, onDelete, onChangeRole, onDeactivate, onReactivate }: Props) {
  const columns: TableColumnsType<User> = [
    { title: 'ID', dataIndex: 'id', key: 'id' },
    {
      title: 'Username',
      dataIndex: 'username',
      key: 'username',
      render: (username: string, user) => (
        <>
          {username}
          {user.id === currentUserId && (
            <Tag color="gold" style={{ marginInlineStart: 8 }}>
              You
            </Tag>
          )}
        </>
      ),
    },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Role',
      key: 'role',
      render: (_, user) => <UserRoleSelect user={user} isSelf={user.id === currentUserId} onChange={onChangeRole} />,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, user) =>
        user.deactivatedAt ? (
          <Tag>Deactivated on {formatCalendarDay(agencyToday(new Date(user.deactivatedAt)))}</Tag>
        ) : (
          <Tag color="blue">Active</Tag>
        ),
    },
    { title: 'Available for new leads', key: 'available', render: (_, user) => <AvailabilitySwitch user={user} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, user) => (
        <UserRowActions
          user={user}
          isSelf={user.id === currentUserId}
          onResetPassword={onResetPassword}
          onDelete={onDelete}
          onDeactivate={onDeactivate}
          onReactivate={onReactivate}
        />
      ),
    },
  ];

  return (
    <Table<User>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No users found' }}
    />
  );
}
