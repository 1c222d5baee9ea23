import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadAlertSettings } from '@estate/domain';
import { getJson } from '@/api/client';
import { LEAD_ALERT_SETTINGS_URL } from './urls';

export const getLeadAlertSettings = () => getJson<LeadAlertSettings>(LEAD_ALERT_SETTINGS_URL);

export const getLeadAlertSettingsQueryOptions = () =>
  queryOptions({ queryKey: [LEAD_ALERT_SETTINGS_URL], queryFn: () => getLeadAlertSettings() });

/** GET /api/admin/settings/lead-alerts, read while the Settings tab is open. */
export const useLeadAlertSettings = () => useQuery(getLeadAlertSettingsQueryOptions());
