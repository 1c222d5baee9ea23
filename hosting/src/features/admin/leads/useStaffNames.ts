import { useMemo } from 'react';
import type { User } from '@estate/domain';
import { useUsers } from '../users/usersApi';

/** The staff accounts (the owners a lead can have), and a staff member's name by account id. */
export function useStaffNames() {
  const users = useUsers();
  return useMemo(() => {
    const staff: User[] = users.data ?? [];
    const names = new Map(staff.map((user) => [user.id, user.name]));
    // An account deleted since still shows as something.
    return { staff, nameOf: (id: string) => names.get(id) ?? 'A former staff member' };
  }, [users.data]);
}
