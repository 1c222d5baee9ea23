import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { User } from '@estate/domain';
import { useAuth } from '@/features/staff/session';
import { AdminSection } from '@/components/AdminSection';
import { NewUserDialog } from './NewUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { DeactivateDialog } from './DeactivateDialog';
import { useReactivateFlow } from '@/features/staff/users/useReactivateFlow';
import { useChangeRoleFlow } from '@/features/staff/users/useChangeRoleFlow';
import { useDeleteUserFlow } from '@/features/staff/users/useDeleteUserFlow';
import { UsersTable } from './UsersTable';
import { useUsers } from '@/features/staff/users/api/getUsers';
import { LOAD_FAILURE } from '@/components/loadFailures';
import { LoadFailure } from '@/components/LoadFailure';

/** docs/product/dashboard.md#users: the staff accounts, with Add User, Reset Password, Deactivate/Reactivate and Delete User, and each account's role and status. */
export default function UsersTab() {
  const users = useUsers();
  const { user: signedIn } = useAuth();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<User | null>(null);
  const [deactivating, setDeactivating] = useState<User | null>(null);
  const reactivate = useReactivateFlow();
  const deleteUser = useDeleteUserFlow();
  const changeRole = useChangeRoleFlow();

  return (
    <AdminSection
      title="Users"
      actions={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add User
        </Button>
      }
    >
      {users.isError ? (
        <LoadFailure title={LOAD_FAILURE.users} onRetry={users.refetch} />
      ) : (
        <UsersTable
          users={users.data}
          loading={users.isPending}
          currentUserId={signedIn?.id}
          onResetPassword={setResetting}
          onDelete={deleteUser}
          onChangeRole={changeRole}
          onDeactivate={setDeactivating}
          onReactivate={reactivate}
        />
      )}
      <NewUserDialog open={adding} onClose={() => setAdding(false)} />
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
      {deactivating && <DeactivateDialog user={deactivating} onClose={() => setDeactivating(null)} />}
    </AdminSection>
  );
}
