import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LEAD_DETAIL_PARAM } from '@/features/staff';

/**
 * Which lead's detail dialog is open: the URL's LEAD_DETAIL_PARAM, so the Overview can link to
 * it and Back closes it.
 */
export function useLeadDetailParam() {
  const [params, setParams] = useSearchParams();

  const open = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(LEAD_DETAIL_PARAM, id);
        return next;
      }),
    [setParams],
  );

  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(LEAD_DETAIL_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { leadId: params.get(LEAD_DETAIL_PARAM), open, close };
}
