import type { ListingAccess } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { accessRequestsUrl, privateListingUrl } from './urls';

/** POST /api/account/listings/:id/access-requests: asks the listing's agent; asking again changes nothing. */
export const requestAccess = (id: string) => sendJson<ListingAccess>('POST', accessRequestsUrl(id));

export const useRequestAccess = (id: string) => useAdminMutation(requestAccess, [privateListingUrl(id)]);
