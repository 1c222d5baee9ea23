/**
 * A neighbourhood's boundary (docs/product/dashboard.md#neighborhoods-tab, docs/product/api.md#api):
 * the area it covers, uploaded by an admin as GeoJSON, or the seed's hand-drawn outline, marked
 * approximate. The public reads all of them as one FeatureCollection, what a map draws.
 */
import { boolean, mixed, object, type InferType } from 'yup';
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

export const NEIGHBORHOOD_BOUNDARY_TEXTS = {
  missingFile: 'Choose a GeoJSON file with the boundary',
  removed: 'Boundary removed',
  none: 'This neighborhood has no boundary',
  unknownNeighborhood: 'Neighborhood not found',
  approximate: 'Approximate outline',
} as const;

/** The body of PUT /api/neighborhoods/:id/boundary: the file's GeoJSON as parsed, and whether it is approximate. */
export const neighborhoodBoundaryUploadSchema = object({
  geojson: mixed().required(NEIGHBORHOOD_BOUNDARY_TEXTS.missingFile),
  approximate: boolean().typeError('Approximate must be true or false').default(false),
});

export type NeighborhoodBoundaryUpload = InferType<typeof neighborhoodBoundaryUploadSchema>;

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
