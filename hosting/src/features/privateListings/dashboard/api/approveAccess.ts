import type { ListingAccess } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { clientAccessUrl, listingAccessUrl, PRIVATE_LISTINGS_URL } from './urls';

interface Variables {
  propertyId: string;
  clientUid: string;
}

/** PUT /api/properties/:id/access/:clientUid: the client may see the listing from now on. */
export const approveAccess = ({ propertyId, clientUid }: Variables) =>
  sendJson<ListingAccess>('PUT', clientAccessUrl(propertyId, clientUid));

export const useApproveAccess = (propertyId: string) =>
  useAdminMutation(approveAccess, [listingAccessUrl(propertyId), PRIVATE_LISTINGS_URL]);
