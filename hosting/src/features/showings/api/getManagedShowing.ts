import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowingManageView } from '@estate/domain';
import { getJson } from '@/api/client';
import { MANAGE_URL } from './urls';

const manageUrl = (token: string) => `${MANAGE_URL}?${new URLSearchParams({ token }).toString()}`;

/** GET /api/showings/manage?token=: the booking as the link's holder sees it. */
export const getManagedShowing = (token: string) => getJson<ShowingManageView>(manageUrl(token));

export const getManagedShowingQueryOptions = (token: string) =>
  queryOptions({ queryKey: [manageUrl(token)], queryFn: () => getManagedShowing(token) });

export const useManagedShowing = (token: string) => useQuery(getManagedShowingQueryOptions(token));
