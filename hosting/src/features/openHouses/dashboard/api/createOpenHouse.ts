import type { OpenHouse, OpenHouseCreateInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { MANAGED_OPEN_HOUSES_URL, OPEN_HOUSE_READS } from './urls';

/** POST /api/admin/open-houses. */
export const createOpenHouse = (input: OpenHouseCreateInput) => sendJson<OpenHouse>('POST', MANAGED_OPEN_HOUSES_URL, input);

export const useCreateOpenHouse = () => useAdminMutation(createOpenHouse, OPEN_HOUSE_READS);
