import type { SavedSearch, SavedSearchChange } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { SAVED_SEARCHES_URL, savedSearchUrl } from './urls';

/** Renames a search or changes how often it alerts. */
export const updateSavedSearch = ({ id, ...change }: SavedSearchChange & { id: string }) =>
  sendJson<SavedSearch>('PATCH', savedSearchUrl(id), change);

export const useUpdateSavedSearch = () => useAdminMutation(updateSavedSearch, [SAVED_SEARCHES_URL]);
