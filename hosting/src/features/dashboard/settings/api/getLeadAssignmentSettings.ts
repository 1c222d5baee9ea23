import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadAssignmentSettings } from '@estate/domain';
import { getJson } from '@/api/client';
import { LEAD_ASSIGNMENT_SETTINGS_URL } from './urls';

/** GET /api/admin/settings/lead-assignment, whether new leads go to the available agents in turn. */
export const getLeadAssignmentSettings = () => getJson<LeadAssignmentSettings>(LEAD_ASSIGNMENT_SETTINGS_URL);

export const getLeadAssignmentSettingsQueryOptions = () =>
  queryOptions({ queryKey: [LEAD_ASSIGNMENT_SETTINGS_URL], queryFn: () => getLeadAssignmentSettings() });

export const useLeadAssignmentSettings = () => useQuery(getLeadAssignmentSettingsQueryOptions());
