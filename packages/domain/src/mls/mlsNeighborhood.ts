/**
 * Which of the agency's neighbourhoods an MLS listing is in (docs/product/mls.md#one-search): RESO
 * has no neighbourhood field, so the place is read from the City (Indian Hill and Blue Ash are
 * municipalities of their own) or, in Cincinnati, from the coordinates: inside a neighbourhood's
 * stored outline (docs/product/dashboard.md#content-tabs), or, for a neighbourhood without one,
 * near its centre.
 */
import type { NeighborhoodBoundary } from '../content/neighborhoodBoundary';
import { distanceMeters } from '../geo/listingInArea';
import { pointInPolygon } from '../geo/pointInPolygon';
import { NEIGHBORHOOD_NAMES, type NeighborhoodName } from '../shared/neighborhoods';

/** A neighbourhood's stored outline, as the MLS run reads them once a run. */
export type NeighborhoodOutline = Pick<NeighborhoodBoundary, 'name' | 'geometry'>;

interface Centre {
  name: NeighborhoodName;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** The Cincinnati neighbourhoods' approximate centres and radii. */
const CINCINNATI_CENTRES: readonly Centre[] = [
  { name: 'Hyde Park', latitude: 39.139, longitude: -84.441, radiusKm: 1.2 },
  { name: 'Mount Adams', latitude: 39.1092, longitude: -84.4983, radiusKm: 0.5 },
  { name: 'Downtown', latitude: 39.101, longitude: -84.512, radiusKm: 0.7 },
  { name: 'Oakley', latitude: 39.1573, longitude: -84.4263, radiusKm: 1.2 },
  { name: 'Clifton', latitude: 39.1436, longitude: -84.52, radiusKm: 1.2 },
  { name: 'West End', latitude: 39.111, longitude: -84.527, radiusKm: 0.8 },
  { name: 'Over-the-Rhine', latitude: 39.114, longitude: -84.516, radiusKm: 0.6 },
];

/**
 * The neighbourhood of a listing at this City and position; undefined outside the agency's
 * neighbourhoods. A position inside an outline is that neighbourhood's; a neighbourhood without an
 * outline takes the positions within its radius, the nearest centre first.
 */
export function mlsNeighborhood(
  city: string | null | undefined,
  latitude: unknown,
  longitude: unknown,
  outlines: readonly NeighborhoodOutline[] = [],
): NeighborhoodName | undefined {
  const named = NEIGHBORHOOD_NAMES.find((name) => name.toLowerCase() === city?.trim().toLowerCase());
  if (named) return named;
  if (city?.trim().toLowerCase() !== 'cincinnati' || typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  const outlined = outlines.find(({ geometry }) => pointInPolygon(latitude, longitude, geometry));
  if (outlined) return outlined.name;
  let nearest: { name: NeighborhoodName; metres: number } | undefined;
  for (const centre of CINCINNATI_CENTRES) {
    if (outlines.some(({ name }) => name === centre.name)) continue;
    const metres = distanceMeters([latitude, longitude], [centre.latitude, centre.longitude]);
    if (metres <= centre.radiusKm * 1000 && (!nearest || metres < nearest.metres)) nearest = { name: centre.name, metres };
  }
  return nearest?.name;
}

/** A neighbourhood's centre: where a listing whose address is withheld is placed, and nowhere more exact. */
export function neighborhoodCentre(name: NeighborhoodName): { latitude: number; longitude: number } | undefined {
  const centre = CINCINNATI_CENTRES.find((each) => each.name === name);
  return centre && { latitude: centre.latitude, longitude: centre.longitude };
}
