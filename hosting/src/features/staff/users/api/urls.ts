import { STAFF_URL } from '@/features/staff/api/getStaff';

/** The staff accounts, which an admin manages in the Users tab. */
export const USERS_URL = '/api/admin/users';

export const userUrl = (id: string) => `${USERS_URL}/${encodeURIComponent(id)}`;

/** What an account change stales: the list, and the staff list (owners, available agents), which changes with the accounts. */
export const ACCOUNT_READS = [USERS_URL, STAFF_URL];
