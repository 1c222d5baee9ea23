/**
 * The drawn area's shapes (docs/product/site.md#listing): a finished drawing on the map becomes a
 * DrawnArea the URL can carry (packages/domain/src/geo/drawnAreaParam.ts), and a DrawnArea becomes the
 * outline the map shows. Pure: no map, no drawing library. Positions on the map are [longitude,
 * latitude]; a DrawnArea's are [latitude, longitude].
 */
import type { Feature, Polygon, Position } from 'geojson';
import { DRAWN_AREA_LIMITS, distanceMeters, enclosingCircle, isInRegion, type DrawnArea, type LatLng } from '@estate/domain';

/** Why a drawing cannot be an area: a key of DRAW_AREA_TEXTS (drawAreaTexts.ts). */
export type ShapeRefusal = 'region' | 'tooSmall' | 'tooLarge';
export type ShapeResult = { area: DrawnArea } | { refused: ShapeRefusal };

const { minPoints, maxPoints, minRadiusM, maxRadiusM, decimals } = DRAWN_AREA_LIMITS;
const SCALE = 10 ** decimals;
const rounded = (degrees: number) => Math.round(degrees * SCALE) / SCALE;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;
const EARTH_RADIUS_M = 6_371_008.8;
const same = (a: LatLng, b: LatLng) => a[0] === b[0] && a[1] === b[1];

/** A ring's points once, without the closing repeat of the first. */
function openRing(points: LatLng[]): LatLng[] {
  const open = points.filter((point, index) => index === 0 || !same(point, points[index - 1]!));
  while (open.length > 1 && same(open[0]!, open.at(-1)!)) open.pop();
  return open;
}

/**
 * At most `limit` points of a closed outline, dropping one at a time the point whose triangle with
 * its neighbours is smallest (Visvalingam-Whyatt): the detail that changes the shape least goes
 * first, so the outline keeps its corners. Areas are measured with longitudes shrunk by the
 * latitude's cosine, as a map shows them.
 */
export function simplifyOutline(points: LatLng[], limit: number = maxPoints): LatLng[] {
  const kept = [...points];
  const shrink = Math.cos(radians(kept[0]?.[0] ?? 0));
  const triangle = (index: number) => {
    const [a, b, c] = [kept[(index - 1 + kept.length) % kept.length]!, kept[index]!, kept[(index + 1) % kept.length]!];
    return Math.abs((b[1] - a[1]) * shrink * (c[0] - a[0]) - (c[1] - a[1]) * shrink * (b[0] - a[0])) / 2;
  };
  while (kept.length > limit) {
    let smallest = 0;
    for (let index = 1; index < kept.length; index += 1) if (triangle(index) < triangle(smallest)) smallest = index;
    kept.splice(smallest, 1);
  }
  return kept;
}

/**
 * A polygon drawn on the map (its ring's [longitude, latitude] positions, closed or not) as a
 * DrawnArea: every point in the Cincinnati region, at most DRAWN_AREA_LIMITS.maxPoints of them,
 * rounded to its decimals; refused as too small when it has fewer than three distinct points or
 * fits in a circle smaller than the smallest a circle may be.
 */
export function polygonArea(ring: Position[]): ShapeResult {
  const points = ring.map(([longitude, latitude]): LatLng => [latitude!, longitude!]);
  if (!points.every(([latitude, longitude]) => isInRegion(latitude, longitude))) return { refused: 'region' };
  const outline = openRing(
    simplifyOutline(openRing(points)).map(([latitude, longitude]): LatLng => [rounded(latitude), rounded(longitude)]),
  );
  if (outline.length < minPoints) return { refused: 'tooSmall' };
  const area: DrawnArea = { kind: 'polygon', points: outline };
  return enclosingCircle(area).radiusM < minRadiusM ? { refused: 'tooSmall' } : { area };
}

/** Web Mercator's y of a latitude (the drawing library draws its circles in it), and back. */
const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + radians(latitude) / 2));
const latitudeOf = (y: number) => degrees(2 * Math.atan(Math.exp(y)) - Math.PI / 2);

/**
 * A circle drawn on the map as a DrawnArea: its centre, the middle of its outline in Web Mercator
 * (where terra-draw draws it round), and its radius in whole metres, the great-circle distance the
 * drawing measured (its `radiusKilometers`), or from the centre to the outline's first point.
 */
export function circleArea(circle: Feature<Polygon, { radiusKilometers?: unknown }>): ShapeResult {
  const ring = circle.geometry.coordinates[0] ?? [];
  const longitudes = ring.map(([longitude]) => longitude!);
  const ys = ring.map(([, latitude]) => mercatorY(latitude!));
  const center: LatLng = [
    rounded(latitudeOf((Math.min(...ys) + Math.max(...ys)) / 2)),
    rounded((Math.min(...longitudes) + Math.max(...longitudes)) / 2),
  ];
  const measured = circle.properties.radiusKilometers;
  const edge = ring[0];
  const radiusM = Math.round(typeof measured === 'number' ? measured * 1000 : edge ? distanceMeters(center, [edge[1]!, edge[0]!]) : 0);
  if (!isInRegion(center[0], center[1])) return { refused: 'region' };
  if (radiusM < minRadiusM) return { refused: 'tooSmall' };
  return radiusM > maxRadiusM ? { refused: 'tooLarge' } : { area: { kind: 'circle', center, radiusM } };
}

/** The point `distanceM` from `center` along `bearing` (radians from north), on the great circle. */
function destination([latitude, longitude]: LatLng, distanceM: number, bearing: number): Position {
  const angle = distanceM / EARTH_RADIUS_M;
  const [lat1, lng1] = [radians(latitude), radians(longitude)];
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lng2 = lng1 + Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return [degrees(lng2), degrees(lat2)];
}

/** Enough sides that a circle looks round at any zoom it fits the screen. */
const CIRCLE_SIDES = 64;

/** The outline the map shows for an area: the polygon closed, or the circle as a polygon of 64 sides. */
export function drawnAreaOutline(area: DrawnArea): Feature<Polygon> {
  const ring: Position[] =
    area.kind === 'polygon'
      ? area.points.map(([latitude, longitude]) => [longitude, latitude])
      : Array.from({ length: CIRCLE_SIDES }, (_, side) => destination(area.center, area.radiusM, (2 * Math.PI * side) / CIRCLE_SIDES));
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]!]] } };
}

/** The box around an area, [[west, south], [east, north]], for a map to fit it in view. */
export function drawnAreaBounds(area: DrawnArea): [[number, number], [number, number]] {
  const ring = drawnAreaOutline(area).geometry.coordinates[0]!;
  const longitudes = ring.map(([longitude]) => longitude!);
  const latitudes = ring.map(([, latitude]) => latitude!);
  return [
    [Math.min(...longitudes), Math.min(...latitudes)],
    [Math.max(...longitudes), Math.max(...latitudes)],
  ];
}
