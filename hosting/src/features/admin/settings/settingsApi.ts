import { useQuery } from '@tanstack/react-query';
import type { LeadAlertSettings } from '@estate/domain';
import { sendJson, useAdminMutation } from '../api/useAdminMutation';

export const LEAD_ALERT_SETTINGS_URL = '/api/admin/settings/lead-alerts';

/** GET /api/admin/settings/lead-alerts, read while the Settings tab is open. */
export const useLeadAlertSettings = () => useQuery<LeadAlertSettings>({ queryKey: [LEAD_ALERT_SETTINGS_URL] });

export const useSaveLeadAlertSettings = () =>
  useAdminMutation(
    (recipients: string[]) => sendJson<LeadAlertSettings>('PUT', LEAD_ALERT_SETTINGS_URL, { recipients }),
    [LEAD_ALERT_SETTINGS_URL],
  );
