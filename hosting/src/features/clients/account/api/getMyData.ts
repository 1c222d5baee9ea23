import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAccount } from '@estate/domain';
import { getJson } from '@/api/client';
import { ACCOUNT_EXPORT_URL } from '@/features/clients/api/urls';

/** Everything stored about the client, as the download holds it: the account and one entry per kind of data. */
export type MyData = { exportedAt: string; account: ClientAccount } & Record<string, unknown>;

export const getMyData = () => getJson<MyData>(ACCOUNT_EXPORT_URL);

export const getMyDataQueryOptions = () => queryOptions({ queryKey: [ACCOUNT_EXPORT_URL], queryFn: getMyData });

export const useMyData = () => useQuery(getMyDataQueryOptions());
