import { apiCall } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { SAVED_SEARCHES_URL, savedSearchUrl } from './urls';

export const deleteSavedSearch = (id: string) => apiCall('DELETE', savedSearchUrl(id));

export const useDeleteSavedSearch = () => useAdminMutation(deleteSavedSearch, [SAVED_SEARCHES_URL]);
