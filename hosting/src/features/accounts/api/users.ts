import { useQuery } from '@tanstack/react-query';
import type { NewUserInput, User, UserUpdateInput } from '@estate/domain';
import { STAFF_URL } from '@/features/staff';
import { sendJson, useAdminMutation } from '@/api/useAdminMutation';

export const USERS_URL = '/api/admin/users';

const userUrl = (id: string) => `${USERS_URL}/${encodeURIComponent(id)}`;

/** What POST /api/admin/users/{id}/reset-password answers. */
export interface PasswordResetResult {
  newPassword: string;
}

/** docs/product.md#api: GET /api/admin/users, read only while the Users tab is mounted. */
export const useUsers = () => useQuery<User[]>({ queryKey: [USERS_URL] });

// The staff list (owners, available agents) changes with the accounts.
export const useCreateUser = () =>
  useAdminMutation((input: NewUserInput) => sendJson<User>('POST', USERS_URL, input), [USERS_URL, STAFF_URL]);

// A new password changes nothing in the list.
export const useResetPassword = () =>
  useAdminMutation((id: string) => sendJson<PasswordResetResult>('POST', `${userUrl(id)}/reset-password`), []);

export const useDeleteUser = () => useAdminMutation((id: string) => sendJson<unknown>('DELETE', userUrl(id)), [USERS_URL, STAFF_URL]);

/** PATCH /api/admin/users/{id}, a new role (which ends the account's sessions) or an agent's availability. */
export const useUpdateUser = () =>
  useAdminMutation(
    ({ id, change }: { id: string; change: UserUpdateInput }) => sendJson<User>('PATCH', userUrl(id), change),
    [USERS_URL, STAFF_URL],
  );
