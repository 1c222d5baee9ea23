import { isRole, type Role, type User } from '@estate/domain';
import { useAuth } from './AuthProvider';

/** The signed-in staff member, as the dashboard behind RequireStaff sees them. */
export interface StaffSession {
  user: User;
  role: Role;
  isAdmin: boolean;
}

/** The user's staff session; null when signed out or when the account has no staff role. */
export function staffSessionOf(user: User | null): StaffSession | null {
  if (!user || !isRole(user.role)) return null;
  return { user, role: user.role, isAdmin: user.role === 'admin' };
}

/** The signed-in staff member; only behind RequireStaff, which renders nothing else until there is one. */
export function useStaffSession(): StaffSession {
  const session = staffSessionOf(useAuth().user);
  if (!session) throw new Error('useStaffSession must be used behind RequireStaff');
  return session;
}
