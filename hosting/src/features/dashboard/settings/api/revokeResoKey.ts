import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { RESO_KEYS_URL, resoKeyUrl } from './urls';

/** DELETE /api/admin/settings/reso-keys/{id}: the key stops working at once. */
export const revokeResoKey = (id: string) => sendJson<{ message: string }>('DELETE', resoKeyUrl(id));

export const useRevokeResoKey = () => useAdminMutation(revokeResoKey, [RESO_KEYS_URL]);
