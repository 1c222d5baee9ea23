import {
  geoJsonArea,
  NEIGHBORHOOD_BOUNDARY_TEXTS,
  NEIGHBORHOOD_NAMES,
  neighborhoodBoundaryCollection,
  neighborhoodId,
  type NeighborhoodBoundaryCollection,
  type NeighborhoodBoundaryUpload,
} from '@estate/domain';
import { badRequest, notFound } from '../platform';
import type { NeighborhoodBoundaryRepository, StoredBoundary } from './neighborhoodBoundaryRepository';

/**
 * Neighbourhood boundaries (docs/product/dashboard.md#content-tabs): an admin's upload is read
 * as GeoJSON by the domain's one reader, and replaces the neighbourhood's boundary whole. A
 * boundary belongs to the place, one of the nine names, whether or not its guide is written.
 */
export function neighborhoodBoundaryService(boundaries: NeighborhoodBoundaryRepository) {
  const nameOf = (id: string) => {
    const name = NEIGHBORHOOD_NAMES.find((each) => neighborhoodId(each) === id);
    if (!name) throw notFound(NEIGHBORHOOD_BOUNDARY_TEXTS.unknownNeighborhood);
    return name;
  };

  return {
    /** Every outline, as the map draws them. */
    async collection(): Promise<NeighborhoodBoundaryCollection> {
      return neighborhoodBoundaryCollection(await boundaries.list());
    },

    async put(id: string, { geojson, approximate }: NeighborhoodBoundaryUpload): Promise<StoredBoundary> {
      const name = nameOf(id);
      const area = geoJsonArea(geojson);
      if ('refused' in area) throw badRequest(area.refused, { errors: { geojson: area.refused } });
      return boundaries.put(id, { name, approximate, geometry: area.geometry });
    },

    async remove(id: string): Promise<void> {
      nameOf(id);
      if (!(await boundaries.remove(id))) throw notFound(NEIGHBORHOOD_BOUNDARY_TEXTS.none);
    },
  };
}

export type NeighborhoodBoundaryService = ReturnType<typeof neighborhoodBoundaryService>;
