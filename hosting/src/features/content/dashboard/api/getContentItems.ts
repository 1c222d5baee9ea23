import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/api/client';
import type { ContentItem } from '@/features/content/dashboard/contentCollection';

/** GET {path}: every item of a collection. */
export const getContentItems = <Item extends ContentItem>(path: string) => getJson<Item[]>(path);

export const getContentItemsQueryOptions = <Item extends ContentItem>(path: string) =>
  queryOptions({ queryKey: [path], queryFn: () => getContentItems<Item>(path) });

export const useContentItems = <Item extends ContentItem>(path: string) => useQuery(getContentItemsQueryOptions<Item>(path));
