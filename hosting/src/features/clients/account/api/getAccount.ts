import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAccount } from '@estate/domain';
import { getJson } from '@/api/client';
import { ACCOUNT_URL } from '@/features/clients/api/urls';

/** The account, or null when nobody is signed in as a client (401). */
export const getAccount = () => getJson<ClientAccount>(ACCOUNT_URL, { nullOn401: true });

export const getAccountQueryOptions = () => queryOptions({ queryKey: [ACCOUNT_URL], queryFn: getAccount });

export const useAccount = () => useQuery(getAccountQueryOptions());
