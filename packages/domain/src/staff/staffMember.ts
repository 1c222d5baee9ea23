import { isRole, type Role } from './staffRoles';

/** A staff account as it travels over the API (docs/product/reference.md#entities). */
export interface User {
  id: string;
  username: string;
  name: string;
  email: string;
  phone?: string;
  role: Role;
  /** An agent who takes new leads when automatic assignment is on; absent for admins. */
  available?: boolean;
  /** Deactivated (docs/product/dashboard.md#users): when (ISO 8601), by which admin, and where their work went (a uid or 'rotation'). */
  deactivatedAt?: string;
  deactivatedBy?: string;
  reassignTo?: string;
}

/** GET /api/staff: who a lead may be assigned to, as every staff member may see them. */
export type StaffMember = Pick<User, 'id' | 'name' | 'role' | 'available'>;

/**
 * A staff account that may take work now: a staff role and not deactivated. A deactivated account's
 * name stays on its history, but no new lead, showing, open house or handover goes to it.
 */
export const isActiveStaff = (user: Pick<User, 'role' | 'deactivatedAt'> | null | undefined): boolean =>
  Boolean(user && isRole(user.role) && !user.deactivatedAt);
