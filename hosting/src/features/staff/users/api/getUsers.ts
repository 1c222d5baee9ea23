import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@estate/domain';
import { getJson } from '@/api/client';
import { USERS_URL } from './urls';

export const getUsers = () => getJson<User[]>(USERS_URL);

export const getUsersQueryOptions = () => queryOptions({ queryKey: [USERS_URL], queryFn: () => getUsers() });

/** docs/product/api.md#api: GET /api/admin/users, read only while the Users tab is mounted. */
export const useUsers = () => useQuery(getUsersQueryOptions());
