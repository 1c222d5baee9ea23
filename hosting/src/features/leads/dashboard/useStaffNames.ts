import { useMemo } from 'react';
import type { StaffMember } from '@estate/domain';
import { useStaff } from '@/features/staff';

const NO_STAFF: StaffMember[] = [];

/** The staff accounts (the owners a lead can have), and a staff member's name by account id. */
export function useStaffNames() {
  const members = useStaff();
  return useMemo(() => {
    const staff = members.data ?? NO_STAFF;
    const names = new Map(staff.map((member) => [member.id, member.name]));
    // An account deleted since still shows as something.
    return { staff, nameOf: (id: string) => names.get(id) ?? 'A former staff member' };
  }, [members.data]);
}
