import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Favourite } from '@estate/domain';
import { getJson } from '@/api/client';
import { FAVOURITES_URL } from '@/features/clients/api/urls';

export const getFavourites = () => getJson<Favourite[]>(FAVOURITES_URL);

export const getFavouritesQueryOptions = () => queryOptions({ queryKey: [FAVOURITES_URL], queryFn: getFavourites });

export const useFavourites = () => useQuery(getFavouritesQueryOptions());
