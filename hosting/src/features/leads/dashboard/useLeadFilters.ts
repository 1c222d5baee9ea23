import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStaffSession } from '@/features/staff';
import { LEAD_DETAIL_PARAM } from '@/features/staff';
import { leadFilterParams, readLeadFilters, type LeadFilters } from './leadFilters';

/**
 * The filters live in the URL, so a filtered list survives a reload and can be shared (an agent
 * opening an admin's link sees their own view). `update` merges a change; `replace` keeps the
 * history entry (for changes made while typing).
 */
export function useLeadFilters() {
  const [params, setParams] = useSearchParams();
  const { user, isAdmin } = useStaffSession();
  const agentUid = isAdmin ? undefined : user.id;
  const filters = useMemo(() => readLeadFilters(params, agentUid), [params, agentUid]);

  const update = useCallback(
    (change: Partial<LeadFilters>, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = leadFilterParams({ ...readLeadFilters(current, agentUid), ...change });
          const detail = current.get(LEAD_DETAIL_PARAM);
          if (detail !== null) next.set(LEAD_DETAIL_PARAM, detail);
          return next;
        },
        { replace },
      ),
    [setParams, agentUid],
  );

  return { filters, update };
}
