import type { SavedSearch, SavedSearchInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { SAVED_SEARCHES_URL } from './urls';

/** Saves /properties' current filters (its query string) with a name and a frequency. */
export const saveSearch = (input: SavedSearchInput) => sendJson<SavedSearch>('POST', SAVED_SEARCHES_URL, input);

export const useSaveSearch = () => useAdminMutation(saveSearch, [SAVED_SEARCHES_URL]);
