import { NEIGHBORHOOD_NAMES, type Neighborhood, type NeighborhoodName } from '@estate/domain';

/**
 * The names a neighborhood may take: a name is its document's id, so each of NEIGHBORHOOD_NAMES
 * is used once at most; the neighborhood being edited keeps its own.
 */
export function freeNeighborhoodNames(neighborhoods: Neighborhood[], editing?: Neighborhood): NeighborhoodName[] {
  const taken = new Set(neighborhoods.filter((neighborhood) => neighborhood.id !== editing?.id).map((neighborhood) => neighborhood.name));
  return NEIGHBORHOOD_NAMES.filter((name) => !taken.has(name));
}
