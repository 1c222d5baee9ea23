/**
 * The one rule of the drawn-area search (docs/product/site.md#listing): whether a listing's stored
 * position lies in an area. /properties, GET /api/properties, saved searches' instant alerts and
 * their digests all ask it, so a listing is in an area for one the same as for all. It reads the
 * stored Latitude/Longitude and nothing more exact (a withheld address is stored at its
 * neighbourhood's centre); a listing without a position is in no area.
 */
import type { DrawnArea, LatLng } from './drawnArea';
import { insideRing } from './pointInPolygon';
import type { Position } from './geometry';

/** The Earth's mean radius, in metres: a circle is measured along the great circle. */
const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two positions, in metres. */
export function distanceMeters([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function listingInArea(position: { Latitude?: number; Longitude?: number }, area: DrawnArea): boolean {
  const { Latitude, Longitude } = position;
  if (typeof Latitude !== 'number' || typeof Longitude !== 'number') return false;
  if (area.kind === 'circle') return distanceMeters(area.center, [Latitude, Longitude]) <= area.radiusM;
  const ring: Position[] = area.points.map(([latitude, longitude]) => [longitude, latitude]);
  return insideRing(Longitude, Latitude, [...ring, ring[0]!]);
}

/**
 * A circle holding the whole area, for the geohash query that reads its candidates: the area's own,
 * or the centre of a polygon's bounding box and the distance to its farthest point (a metre more,
 * for rounding). Every position the rule takes lies in it.
 */
export function enclosingCircle(area: DrawnArea): { center: LatLng; radiusM: number } {
  if (area.kind === 'circle') return { center: area.center, radiusM: area.radiusM };
  const latitudes = area.points.map(([latitude]) => latitude);
  const longitudes = area.points.map(([, longitude]) => longitude);
  const center: LatLng = [(Math.min(...latitudes) + Math.max(...latitudes)) / 2, (Math.min(...longitudes) + Math.max(...longitudes)) / 2];
  return { center, radiusM: Math.max(...area.points.map((point) => distanceMeters(center, point))) + 1 };
}
