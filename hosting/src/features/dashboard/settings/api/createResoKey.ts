import type { NewResoKey, ResoKeyInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { RESO_KEYS_URL } from './urls';

/** POST /api/admin/settings/reso-keys: the new key, in this answer only. */
export const createResoKey = (input: ResoKeyInput) => sendJson<NewResoKey>('POST', RESO_KEYS_URL, input);

export const useCreateResoKey = () => useAdminMutation(createResoKey, [RESO_KEYS_URL]);
