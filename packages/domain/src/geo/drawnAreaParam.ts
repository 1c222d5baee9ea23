/**
 * The drawn area in the URL, one `area` parameter: `p:lat,lng;lat,lng;...` for a polygon,
 * `c:lat,lng,radiusM` for a circle, degrees to 5 decimals (about a metre), the radius in whole
 * metres. The one reader and writer the API and saved searches share (the page passes the URL's
 * area on unread); no yup here, so that the map's drawing can write areas without loading it.
 */
import { DRAWN_AREA_LIMITS, type DrawnArea, type DrawnAreaRefusal, type LatLng } from './drawnArea';
import { isInRegion } from './region';

const SCALE = 10 ** DRAWN_AREA_LIMITS.decimals;
const rounded = (degrees: number) => Math.round(degrees * SCALE) / SCALE;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Why an area cannot be read: the key of its message in DRAWN_AREA_TEXTS. */
type Refusal = { refused: DrawnAreaRefusal };

function numbersOf(text: string, count: number): number[] | undefined {
  const parts = text.split(',');
  return parts.length === count && parts.every((part) => NUMBER.test(part.trim())) ? parts.map(Number) : undefined;
}

function pointOf(latitude: number, longitude: number): LatLng | Refusal {
  return isInRegion(latitude, longitude) ? [rounded(latitude), rounded(longitude)] : { refused: 'region' };
}

function polygonOf(body: string): DrawnArea | Refusal {
  const points: LatLng[] = [];
  for (const pair of body.split(';')) {
    const numbers = numbersOf(pair, 2);
    if (!numbers) return { refused: 'format' };
    const point = pointOf(numbers[0]!, numbers[1]!);
    if ('refused' in point) return point;
    points.push(point);
  }
  // A closed outline (its last point its first), as some drawing tools write it, is the same polygon.
  const [first, last] = [points[0]!, points.at(-1)!];
  if (points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
  const { minPoints, maxPoints } = DRAWN_AREA_LIMITS;
  return points.length < minPoints || points.length > maxPoints ? { refused: 'points' } : { kind: 'polygon', points };
}

function circleOf(body: string): DrawnArea | Refusal {
  const numbers = numbersOf(body, 3);
  if (!numbers) return { refused: 'format' };
  const center = pointOf(numbers[0]!, numbers[1]!);
  if ('refused' in center) return center;
  const radiusM = Math.round(numbers[2]!);
  const { minRadiusM, maxRadiusM } = DRAWN_AREA_LIMITS;
  return radiusM < minRadiusM || radiusM > maxRadiusM ? { refused: 'radius' } : { kind: 'circle', center, radiusM };
}

/** The area a URL's `area` value names, or why it cannot be read (the first problem found; DRAWN_AREA_TEXTS says it). */
export function parseDrawnArea(value: string): DrawnArea | Refusal {
  const text = value.trim();
  if (text.startsWith('p:')) return polygonOf(text.slice(2));
  if (text.startsWith('c:')) return circleOf(text.slice(2));
  return { refused: 'format' };
}

const written = ([latitude, longitude]: LatLng) => `${rounded(latitude)},${rounded(longitude)}`;

/** The area as the URL's `area` value: what parseDrawnArea reads back to the same area. */
export function formatDrawnArea(area: DrawnArea): string {
  return area.kind === 'polygon' ? `p:${area.points.map(written).join(';')}` : `c:${written(area.center)},${Math.round(area.radiusM)}`;
}
