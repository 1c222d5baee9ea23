/**
 * A neighbourhood's boundary (docs/product/dashboard.md#content-tabs, docs/product/api.md#api):
 * the area it covers, uploaded by an admin as GeoJSON, or the seed's hand-drawn outline, marked
 * approximate. The public reads all of them as one FeatureCollection, what a map draws. The public
 * pages' map will read this module: the upload's schema and texts are in contentSchemas.ts, with the
 * dashboard's forms, so no page but the dashboard carries them.
 */
import type { AreaGeometry } from '../geo/geometry';
import type { NeighborhoodName } from '../shared/neighborhoods';

export interface NeighborhoodBoundary {
  name: NeighborhoodName;
  /** Drawn by hand around the area rather than the city's official line. */
  approximate: boolean;
  geometry: AreaGeometry;
  /** ISO 8601. */
  updatedAt: string;
}

/** One neighbourhood's outline, as the public GET answers it; `id` is the neighbourhood's. */
export interface NeighborhoodBoundaryFeature {
  type: 'Feature';
  id: string;
  properties: { name: NeighborhoodName; approximate: boolean };
  geometry: AreaGeometry;
}

export interface NeighborhoodBoundaryCollection {
  type: 'FeatureCollection';
  features: NeighborhoodBoundaryFeature[];
}

export const NEIGHBORHOOD_BOUNDARIES_URL = '/api/neighborhoods/boundaries';

export function neighborhoodBoundaryCollection(
  boundaries: readonly (NeighborhoodBoundary & { id: string })[],
): NeighborhoodBoundaryCollection {
  return {
    type: 'FeatureCollection',
    features: boundaries.map(({ id, name, approximate, geometry }) => ({
      type: 'Feature',
      id,
      properties: { name, approximate },
      geometry,
    })),
  };
}
