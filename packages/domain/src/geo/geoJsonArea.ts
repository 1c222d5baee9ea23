/**
 * An area read from an uploaded GeoJSON file (docs/product/dashboard.md#content-tabs): a bare
 * Polygon or MultiPolygon, a Feature holding one, or a FeatureCollection of exactly one such
 * Feature, as mapping tools export them. The browser reads it to say what is wrong before
 * uploading; the API reads it again and keeps only the geometry, its positions cut to
 * [longitude, latitude] to six decimals (a tenth of a metre).
 */
import { positionCount, type AreaGeometry, type Position, type Ring } from './geometry';
import { isInRegion } from './region';

/** A boundary is an outline drawn for a map, not a survey: a few thousand positions are plenty. */
export const AREA_MAX_POSITIONS = 2000;

/**
 * Written out rather than built from the constants: a call or a property read here would keep the
 * texts in every page that loads the domain (test/geo.test.ts holds them to the constants).
 */
export const GEOJSON_AREA_TEXTS = {
  notGeoJson: 'The file must be GeoJSON: a Polygon or MultiPolygon, a Feature holding one, or a FeatureCollection of one feature',
  oneFeature: 'The FeatureCollection must hold exactly one feature',
  areaType: 'The boundary must be a Polygon or a MultiPolygon',
  position: 'Each position must be [longitude, latitude] in degrees',
  ring: 'Each ring must have at least 4 positions and end where it starts',
  region: 'The boundary must lie in the Cincinnati region (latitude 38.75 to 39.6, longitude -85.05 to -83.85)',
  tooLarge: 'A boundary has at most 2,000 positions: simplify it',
} as const;

type Refusal = { refused: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The geometry a file holds, whatever its wrapping: a Feature's, or a one-feature FeatureCollection's. */
function geometryIn(value: unknown): unknown {
  if (!isObject(value)) return undefined;
  if (value.type === 'FeatureCollection') {
    if (!Array.isArray(value.features)) return undefined;
    if (value.features.length !== 1) return { refused: GEOJSON_AREA_TEXTS.oneFeature } satisfies Refusal;
    return geometryIn(value.features[0]);
  }
  if (value.type === 'Feature') return value.geometry ?? { type: null };
  return value;
}

function positionOf(value: unknown): Position | Refusal {
  if (!Array.isArray(value) || value.length < 2 || !value.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    return { refused: GEOJSON_AREA_TEXTS.position };
  }
  const [longitude, latitude] = value as number[];
  if (Math.abs(latitude!) > 90 || Math.abs(longitude!) > 180) return { refused: GEOJSON_AREA_TEXTS.position };
  if (!isInRegion(latitude!, longitude!)) return { refused: GEOJSON_AREA_TEXTS.region };
  return [round(longitude!), round(latitude!)];
}

function ringOf(value: unknown): Ring | Refusal {
  if (!Array.isArray(value) || value.length < 4) return { refused: GEOJSON_AREA_TEXTS.ring };
  const ring: Ring = [];
  for (const each of value) {
    const position = positionOf(each);
    if ('refused' in position) return position;
    ring.push(position);
  }
  const [first, last] = [ring[0]!, ring.at(-1)!];
  return first[0] === last[0] && first[1] === last[1] ? ring : { refused: GEOJSON_AREA_TEXTS.ring };
}

function polygonOf(value: unknown): Ring[] | Refusal {
  if (!Array.isArray(value) || value.length === 0) return { refused: GEOJSON_AREA_TEXTS.ring };
  const rings: Ring[] = [];
  for (const each of value) {
    const ring = ringOf(each);
    if ('refused' in ring) return ring;
    rings.push(ring);
  }
  return rings;
}

/** The area an uploaded GeoJSON value holds, or why it is refused (the first problem found). */
export function geoJsonArea(value: unknown): { geometry: AreaGeometry } | Refusal {
  const geometry = geometryIn(value);
  if (isObject(geometry) && 'refused' in geometry) return geometry as Refusal;
  if (!isObject(geometry) || !('type' in geometry)) return { refused: GEOJSON_AREA_TEXTS.notGeoJson };
  let area: AreaGeometry;
  if (geometry.type === 'Polygon') {
    const rings = polygonOf(geometry.coordinates);
    if ('refused' in rings) return rings;
    area = { type: 'Polygon', coordinates: rings };
  } else if (geometry.type === 'MultiPolygon') {
    if (!Array.isArray(geometry.coordinates) || geometry.coordinates.length === 0) return { refused: GEOJSON_AREA_TEXTS.ring };
    const polygons: Ring[][] = [];
    for (const each of geometry.coordinates) {
      const rings = polygonOf(each);
      if ('refused' in rings) return rings;
      polygons.push(rings);
    }
    area = { type: 'MultiPolygon', coordinates: polygons };
  } else {
    return { refused: GEOJSON_AREA_TEXTS.areaType };
  }
  return positionCount(area) > AREA_MAX_POSITIONS ? { refused: GEOJSON_AREA_TEXTS.tooLarge } : { geometry: area };
}
