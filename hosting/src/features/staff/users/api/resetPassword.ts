import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { userUrl } from './urls';

/** What POST /api/admin/users/{id}/reset-password answers. */
export interface PasswordResetResult {
  newPassword: string;
}

export const resetPassword = (id: string) => sendJson<PasswordResetResult>('POST', `${userUrl(id)}/reset-password`);

// A new password changes nothing in the list.
export const useResetPassword = () => useAdminMutation(resetPassword, []);
