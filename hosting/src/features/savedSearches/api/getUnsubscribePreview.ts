import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribePreview } from '@estate/domain';
import { getJson } from '@/api/client';
import { unsubscribeUrl } from './urls';

/** What an email's unsubscribe link would stop; asking changes nothing. */
export const getUnsubscribePreview = (token: string) => getJson<UnsubscribePreview>(unsubscribeUrl(token));

export const getUnsubscribePreviewQueryOptions = (token: string) =>
  queryOptions({ queryKey: [unsubscribeUrl(token)], queryFn: () => getUnsubscribePreview(token) });

export const useUnsubscribePreview = (token: string) => useQuery(getUnsubscribePreviewQueryOptions(token));
