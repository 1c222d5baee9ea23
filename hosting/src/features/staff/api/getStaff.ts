import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@estate/domain';
import { getJson } from '@/api/client';

/** GET /api/staff: every staff account's name, role and availability, for admins and agents alike. */
export const STAFF_URL = '/api/staff';

export const getStaff = () => getJson<StaffMember[]>(STAFF_URL);

export const getStaffQueryOptions = () => queryOptions({ queryKey: [STAFF_URL], queryFn: () => getStaff() });

export const useStaff = () => useQuery(getStaffQueryOptions());
