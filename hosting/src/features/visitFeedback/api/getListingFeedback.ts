import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingFeedback } from '@estate/domain';
import { getJson } from '@/api/client';
import { listingFeedbackUrl } from './urls';

/** GET /api/properties/:id/feedback: what visitors said of the listing after showings and open houses. */
export const getListingFeedback = (propertyId: string) => getJson<ListingFeedback>(listingFeedbackUrl(propertyId));

export const getListingFeedbackQueryOptions = (propertyId: string) =>
  queryOptions({ queryKey: [listingFeedbackUrl(propertyId)], queryFn: () => getListingFeedback(propertyId) });

export const useListingFeedback = (propertyId: string) => useQuery(getListingFeedbackQueryOptions(propertyId));
