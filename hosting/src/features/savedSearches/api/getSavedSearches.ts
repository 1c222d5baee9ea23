import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@estate/domain';
import { getJson } from '@/api/client';
import { SAVED_SEARCHES_URL } from './urls';

export const getSavedSearches = () => getJson<SavedSearch[]>(SAVED_SEARCHES_URL);

export const getSavedSearchesQueryOptions = () => queryOptions({ queryKey: [SAVED_SEARCHES_URL], queryFn: getSavedSearches });

export const useSavedSearches = () => useQuery(getSavedSearchesQueryOptions());
