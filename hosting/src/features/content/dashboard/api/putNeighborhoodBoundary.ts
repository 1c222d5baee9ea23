import { NEIGHBORHOOD_BOUNDARIES_URL, neighborhoodId, type NeighborhoodBoundaryUpload } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';

export const neighborhoodBoundaryUrl = (name: string) => `/api/neighborhoods/${encodeURIComponent(neighborhoodId(name))}/boundary`;

/** PUT /api/neighborhoods/{id}/boundary: a neighbourhood's boundary, replaced whole; the outlines every map reads are refreshed. */
export const putNeighborhoodBoundary = ({ name, upload }: { name: string; upload: NeighborhoodBoundaryUpload }) =>
  sendJson<unknown>('PUT', neighborhoodBoundaryUrl(name), upload);

export const usePutNeighborhoodBoundary = () => useAdminMutation(putNeighborhoodBoundary, [NEIGHBORHOOD_BOUNDARIES_URL]);
