import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@estate/domain';
import { getJson } from '@/api/client';

const CURRENT_USER_URL = '/api/user';

/** docs/product/api.md#api: GET /api/user; a 401 means signed out (null), not a failure. */
export const getCurrentUser = () => getJson<User>(CURRENT_USER_URL, { nullOn401: true });

export const getCurrentUserQueryOptions = () => queryOptions({ queryKey: [CURRENT_USER_URL], queryFn: () => getCurrentUser() });

export const useCurrentUser = () => useQuery(getCurrentUserQueryOptions());
