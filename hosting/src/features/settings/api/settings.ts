import { useQuery } from '@tanstack/react-query';
import type { LeadAlertSettings, LeadAssignmentSettings } from '@estate/domain';
import { sendJson, useAdminMutation } from '@/api/useAdminMutation';

export const LEAD_ALERT_SETTINGS_URL = '/api/admin/settings/lead-alerts';
export const LEAD_ASSIGNMENT_SETTINGS_URL = '/api/admin/settings/lead-assignment';

/** GET /api/admin/settings/lead-alerts, read while the Settings tab is open. */
export const useLeadAlertSettings = () => useQuery<LeadAlertSettings>({ queryKey: [LEAD_ALERT_SETTINGS_URL] });

export const useSaveLeadAlertSettings = () =>
  useAdminMutation(
    (recipients: string[]) => sendJson<LeadAlertSettings>('PUT', LEAD_ALERT_SETTINGS_URL, { recipients }),
    [LEAD_ALERT_SETTINGS_URL],
  );

/** GET /api/admin/settings/lead-assignment, whether new leads go to the available agents in turn. */
export const useLeadAssignmentSettings = () => useQuery<LeadAssignmentSettings>({ queryKey: [LEAD_ASSIGNMENT_SETTINGS_URL] });

export const useSaveLeadAssignmentSettings = () =>
  useAdminMutation(
    (settings: LeadAssignmentSettings) => sendJson<LeadAssignmentSettings>('PUT', LEAD_ASSIGNMENT_SETTINGS_URL, settings),
    [LEAD_ASSIGNMENT_SETTINGS_URL],
  );
