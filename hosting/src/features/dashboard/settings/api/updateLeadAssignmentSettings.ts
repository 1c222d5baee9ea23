import type { LeadAssignmentSettings } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { LEAD_ASSIGNMENT_SETTINGS_URL } from './urls';

export const updateLeadAssignmentSettings = (settings: LeadAssignmentSettings) =>
  sendJson<LeadAssignmentSettings>('PUT', LEAD_ASSIGNMENT_SETTINGS_URL, settings);

export const useUpdateLeadAssignmentSettings = () => useAdminMutation(updateLeadAssignmentSettings, [LEAD_ASSIGNMENT_SETTINGS_URL]);
