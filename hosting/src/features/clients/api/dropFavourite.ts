import { apiCall } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { ACCOUNT_STATE_URL, favouriteUrl, FAVOURITES_URL } from './urls';

export const dropFavourite = (propertyId: string) => apiCall('DELETE', favouriteUrl(propertyId));

export const useDropFavourite = () => useAdminMutation(dropFavourite, [FAVOURITES_URL, ACCOUNT_STATE_URL]);
