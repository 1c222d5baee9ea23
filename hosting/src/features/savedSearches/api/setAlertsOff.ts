import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { ACCOUNT_READS, ALERTS_SWITCH_URL } from './urls';

/** Every alert off (searches and favourites), or back on as each search's frequency says. */
export const setAlertsOff = (alertsOff: boolean) => sendJson<{ alertsOff: boolean }>('PUT', ALERTS_SWITCH_URL, { alertsOff });

export const useSetAlertsOff = () => useAdminMutation(setAlertsOff, [ACCOUNT_READS]);
