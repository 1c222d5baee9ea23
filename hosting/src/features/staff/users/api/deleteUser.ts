import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { ACCOUNT_READS, userUrl } from './urls';

export const deleteUser = (id: string) => sendJson<unknown>('DELETE', userUrl(id));

export const useDeleteUser = () => useAdminMutation(deleteUser, ACCOUNT_READS);
