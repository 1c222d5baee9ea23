/**
 * Whether a point lies in an area (docs/product/site.md#neighborhoods; next, the drawn-area search
 * and its alerts): ray casting on each ring, on plain longitude/latitude, which at a city's scale
 * is what a map shows. A point is inside a polygon when inside its outer ring and in none of its
 * holes, and inside a MultiPolygon when inside any of its polygons. A point exactly on an edge may
 * fall either side, as with every ray cast; areas are drawn by hand, never that exact.
 */
import { polygonsOf, type AreaGeometry, type Ring } from './geometry';

/** Whether [longitude, latitude] is inside `ring` (closed or not): counts the edges a ray to the east crosses. */
export function insideRing(longitude: number, latitude: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(latitude: number, longitude: number, geometry: AreaGeometry): boolean {
  return polygonsOf(geometry).some(
    ([outer, ...holes]) =>
      outer !== undefined && insideRing(longitude, latitude, outer) && !holes.some((hole) => insideRing(longitude, latitude, hole)),
  );
}
