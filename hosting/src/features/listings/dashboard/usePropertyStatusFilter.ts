import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PROPERTY_STATUS_FILTER, isPropertyStatusFilter, type PropertyStatusFilter } from './listingStatusText';

/** The URL parameter of the Properties tab's status filter (absent: all statuses). */
export const STATUS_PARAM = 'status';

/** The status filter lives in the URL, so a filtered list survives a reload and can be shared, as the Leads tab's filters do. */
export function usePropertyStatusFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get(STATUS_PARAM);
  const status: PropertyStatusFilter = isPropertyStatusFilter(value) ? value : DEFAULT_PROPERTY_STATUS_FILTER;
  const setStatus = useCallback(
    (next: PropertyStatusFilter) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PROPERTY_STATUS_FILTER) updated.delete(STATUS_PARAM);
        else updated.set(STATUS_PARAM, next);
        return updated;
      }),
    [setParams],
  );
  return { status, setStatus };
}
