import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateListingRefusal, Property } from '@estate/domain';
import { ApiRequestError, getJson } from '@/api/client';
import { privateListingUrl } from './urls';

/** The listing, or why the client may not see it (the API's 403). */
export type PrivateListingAnswer = { listing: Property } | { refused: PrivateListingRefusal };

/** GET /api/account/listings/:id: a private listing for the signed-in client; the API records the view. */
export async function getPrivateListing(id: string): Promise<PrivateListingAnswer> {
  try {
    return { listing: await getJson<Property>(privateListingUrl(id)) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return { refused: JSON.parse(error.body) as PrivateListingRefusal };
    throw error;
  }
}

export const getPrivateListingQueryOptions = (id: string) =>
  queryOptions({ queryKey: [privateListingUrl(id)], queryFn: () => getPrivateListing(id) });

/** Asked only for a private listing, by a signed-in client, after hydration. */
export const usePrivateListing = (id: string | undefined, signedIn: boolean) =>
  useQuery({ ...getPrivateListingQueryOptions(id ?? ''), enabled: Boolean(id) && signedIn });
