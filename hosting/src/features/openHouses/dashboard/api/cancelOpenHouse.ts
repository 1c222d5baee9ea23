import type { OpenHouse } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { managedOpenHouseUrl, OPEN_HOUSE_READS } from './urls';

/** POST /api/admin/open-houses/{id}/cancel: every guest is told. */
export const cancelOpenHouse = (id: string) => sendJson<OpenHouse>('POST', `${managedOpenHouseUrl(id)}/cancel`);

export const useCancelOpenHouse = () => useAdminMutation(cancelOpenHouse, OPEN_HOUSE_READS);
