import type { Favourite, FavouriteInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { ACCOUNT_STATE_URL, favouriteUrl, FAVOURITES_URL } from './urls';

/** Adds a home to the favourites, or changes its note or sharing. */
export const keepFavourite = ({ propertyId, ...change }: FavouriteInput & { propertyId: string }) =>
  sendJson<Favourite>('PUT', favouriteUrl(propertyId), change);

export const useKeepFavourite = () => useAdminMutation(keepFavourite, [FAVOURITES_URL, ACCOUNT_STATE_URL]);
