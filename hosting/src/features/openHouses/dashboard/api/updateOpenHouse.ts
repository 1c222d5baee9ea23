import type { OpenHouse, OpenHouseChangeInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { managedOpenHouseUrl, OPEN_HOUSE_READS } from './urls';

/** PUT /api/admin/open-houses/{id}: its guests are told of the change. */
export const updateOpenHouse = ({ id, input }: { id: string; input: OpenHouseChangeInput }) =>
  sendJson<OpenHouse>('PUT', managedOpenHouseUrl(id), input);

export const useUpdateOpenHouse = () => useAdminMutation(updateOpenHouse, OPEN_HOUSE_READS);
