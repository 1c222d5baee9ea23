import type { ListingAccess } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { clientAccessUrl, listingAccessUrl, PRIVATE_LISTINGS_URL } from './urls';

interface Variables {
  propertyId: string;
  clientUid: string;
}

/** DELETE /api/properties/:id/access/:clientUid: declines the client's request, or revokes their access. */
export const declineAccess = ({ propertyId, clientUid }: Variables) =>
  sendJson<ListingAccess>('DELETE', clientAccessUrl(propertyId, clientUid));

export const useDeclineAccess = (propertyId: string) =>
  useAdminMutation(declineAccess, [listingAccessUrl(propertyId), PRIVATE_LISTINGS_URL]);
