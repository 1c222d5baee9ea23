import type { ListingCorrection, Property } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { entryCorrectionsUrl, PROPERTY_READS } from './urls';

/** POST /api/properties/{id}/history/{entryId}/corrections: the listing after the correction, which is recorded as an entry of its own. */
export const correctPropertyEntry = ({ id, entryId, correction }: { id: string; entryId: string; correction: ListingCorrection }) =>
  sendJson<Property>('POST', entryCorrectionsUrl(id, entryId), correction);

/** Refreshes the listings, the public pages' reads and the listing's history. */
export const useCorrectPropertyEntry = () => useAdminMutation(correctPropertyEntry, PROPERTY_READS);
