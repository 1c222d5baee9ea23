import { useMemo } from 'react';
import type { Lead } from '@estate/domain';
import { useStaffSession } from '@/features/staff';

/**
 * What the signed-in staff member may do with the leads they see, as the API allows it.
 * Admins do everything. Agents see their own leads and unassigned ones: they claim an unassigned
 * lead, then change its status, add notes and export it; deleting and assigning are the admins'.
 */
export function useLeadAccess() {
  const { user, isAdmin } = useStaffSession();
  return useMemo(() => {
    const isMine = (lead: Lead) => lead.ownerId === user.id;
    return {
      uid: user.id,
      isAdmin,
      /** Delete (a row, or the selected ones) and assign to someone. */
      manages: isAdmin,
      isMine,
      mayClaim: (lead: Lead) => !isAdmin && !lead.ownerId,
      /** Status, notes and the lead's own export. */
      mayWork: (lead: Lead) => isAdmin || isMine(lead),
    };
  }, [user.id, isAdmin]);
}

export type LeadAccess = ReturnType<typeof useLeadAccess>;
