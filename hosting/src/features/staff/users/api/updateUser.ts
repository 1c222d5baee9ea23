import type { User, UserUpdateInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { ACCOUNT_READS, userUrl } from './urls';

/** PATCH /api/admin/users/{id}, a new role (which ends the account's sessions) or an agent's availability. */
export const updateUser = ({ id, change }: { id: string; change: UserUpdateInput }) => sendJson<User>('PATCH', userUrl(id), change);

export const useUpdateUser = () => useAdminMutation(updateUser, ACCOUNT_READS);
