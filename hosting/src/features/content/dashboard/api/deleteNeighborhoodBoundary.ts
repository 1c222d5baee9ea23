import { NEIGHBORHOOD_BOUNDARIES_URL } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { neighborhoodBoundaryUrl } from './putNeighborhoodBoundary';

/** DELETE /api/neighborhoods/{id}/boundary: the neighbourhood has no outline any more. */
export const deleteNeighborhoodBoundary = (name: string) => sendJson<unknown>('DELETE', neighborhoodBoundaryUrl(name));

export const useDeleteNeighborhoodBoundary = () => useAdminMutation(deleteNeighborhoodBoundary, [NEIGHBORHOOD_BOUNDARIES_URL]);
