import { useQuery } from '@tanstack/react-query';
import type { NewUserInput, User } from '@estate/domain';
import { sendJson, useAdminMutation } from '../api/useAdminMutation';

export const USERS_URL = '/api/admin/users';

const userUrl = (id: string) => `${USERS_URL}/${encodeURIComponent(id)}`;

/** What POST /api/admin/users/{id}/reset-password answers. */
export interface PasswordResetResult {
  newPassword: string;
}

/** SPEC §7: GET /api/admin/users, read only while the Users tab is mounted. */
export const useUsers = () => useQuery<User[]>({ queryKey: [USERS_URL] });

export const useCreateUser = () => useAdminMutation((input: NewUserInput) => sendJson<User>('POST', USERS_URL, input), [USERS_URL]);

// A new password changes nothing in the list.
export const useResetPassword = () =>
  useAdminMutation((id: string) => sendJson<PasswordResetResult>('POST', `${userUrl(id)}/reset-password`), []);

export const useDeleteUser = () => useAdminMutation((id: string) => sendJson<unknown>('DELETE', userUrl(id)), [USERS_URL]);
