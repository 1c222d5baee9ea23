/**
 * Which of the agency's neighbourhoods an MLS listing is in (docs/product/mls.md#one-search): RESO
 * has no neighbourhood field, so the place is read from the City (Indian Hill and Blue Ash are
 * municipalities of their own) or, in Cincinnati, from the coordinates: the nearest neighbourhood
 * centre within its radius. Approximate outlines; the map issue brings boundaries.
 */
import { NEIGHBORHOOD_NAMES, type NeighborhoodName } from '../shared/neighborhoods';

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

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = radians(bLat - aLat);
  const dLng = radians(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(aLat)) * Math.cos(radians(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The neighbourhood of a listing at this City and position; undefined outside the agency's neighbourhoods. */
export function mlsNeighborhood(city: string | null | undefined, latitude: unknown, longitude: unknown): NeighborhoodName | undefined {
  const named = NEIGHBORHOOD_NAMES.find((name) => name.toLowerCase() === city?.trim().toLowerCase());
  if (named) return named;
  if (city?.trim().toLowerCase() !== 'cincinnati' || typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  let nearest: { name: NeighborhoodName; km: number } | undefined;
  for (const centre of CINCINNATI_CENTRES) {
    const km = distanceKm(latitude, longitude, centre.latitude, centre.longitude);
    if (km <= centre.radiusKm && (!nearest || km < nearest.km)) nearest = { name: centre.name, km };
  }
  return nearest?.name;
}

/** A neighbourhood's centre: where a listing whose address is withheld is placed, and nowhere more exact. */
export function neighborhoodCentre(name: NeighborhoodName): { latitude: number; longitude: number } | undefined {
  const centre = CINCINNATI_CENTRES.find((each) => each.name === name);
  return centre && { latitude: centre.latitude, longitude: centre.longitude };
}
