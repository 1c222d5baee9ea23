import type { LeadAlertSettings } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { LEAD_ALERT_SETTINGS_URL } from './urls';

export const updateLeadAlertSettings = (recipients: string[]) =>
  sendJson<LeadAlertSettings>('PUT', LEAD_ALERT_SETTINGS_URL, { recipients });

export const useUpdateLeadAlertSettings = () => useAdminMutation(updateLeadAlertSettings, [LEAD_ALERT_SETTINGS_URL]);
