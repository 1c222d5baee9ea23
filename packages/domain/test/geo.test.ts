import {
  AREA_MAX_POSITIONS,
  CINCINNATI_REGION,
  formatNumber,
  LISTING_COORDINATE_TEXTS,
  GEOJSON_AREA_TEXTS,
  geoJsonArea,
  isInRegion,
  neighborhoodBoundaryCollection,
  pointInPolygon,
  positionCount,
  type AreaGeometry,
  type Ring,
} from '../src';
import { squareRing } from '../../../scripts/fixtures/squareRing';

const six = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

describe('the Cincinnati region', () => {
  it('holds the city, its suburbs and northern Kentucky, edges included', () => {
    expect(isInRegion(39.1031, -84.512)).toBe(true); // Fountain Square
    expect(isInRegion(39.232, -84.378)).toBe(true); // Blue Ash
    expect(isInRegion(39.0837, -84.5086)).toBe(true); // Covington, KY
    expect(isInRegion(CINCINNATI_REGION.south, CINCINNATI_REGION.west)).toBe(true);
  });

  it('is the one the messages state', () => {
    const { south, north, west, east } = CINCINNATI_REGION;
    expect(GEOJSON_AREA_TEXTS.region).toContain(`latitude ${south} to ${north}, longitude ${west} to ${east}`);
    expect(LISTING_COORDINATE_TEXTS.latitude).toContain(`(${south} to ${north})`);
    expect(LISTING_COORDINATE_TEXTS.longitude).toContain(`(${west} to ${east})`);
  });

  it('refuses elsewhere, a dropped minus sign and a swapped pair', () => {
    expect(isInRegion(39.9612, -82.9988)).toBe(false); // Columbus
    expect(isInRegion(39.1031, 84.512)).toBe(false);
    expect(isInRegion(-84.512, 39.1031)).toBe(false);
  });
});

describe('pointInPolygon', () => {
  const outer = squareRing(-84.44, 39.14, 0.01);
  const hole = squareRing(-84.44, 39.14, 0.003);

  it('finds a point inside a polygon and not outside it', () => {
    const polygon: AreaGeometry = { type: 'Polygon', coordinates: [outer] };
    expect(pointInPolygon(39.145, -84.445, polygon)).toBe(true);
    expect(pointInPolygon(39.16, -84.44, polygon)).toBe(false);
    expect(pointInPolygon(39.14, -84.46, polygon)).toBe(false);
  });

  it('leaves out the holes', () => {
    const withHole: AreaGeometry = { type: 'Polygon', coordinates: [outer, hole] };
    expect(pointInPolygon(39.14, -84.44, withHole)).toBe(false);
    expect(pointInPolygon(39.148, -84.44, withHole)).toBe(true);
  });

  it('takes any polygon of a MultiPolygon, each with its holes', () => {
    const multi: AreaGeometry = { type: 'MultiPolygon', coordinates: [[outer, hole], [squareRing(-84.35, 39.2, 0.01)]] };
    expect(pointInPolygon(39.205, -84.352, multi)).toBe(true);
    expect(pointInPolygon(39.148, -84.44, multi)).toBe(true);
    expect(pointInPolygon(39.14, -84.44, multi)).toBe(false);
    expect(pointInPolygon(39.17, -84.4, multi)).toBe(false);
  });

  it('follows a concave outline (an L shape) and an unclosed ring', () => {
    const l: AreaGeometry = {
      type: 'Polygon',
      coordinates: [
        [
          [-84.5, 39.1],
          [-84.48, 39.1],
          [-84.48, 39.11],
          [-84.49, 39.11],
          [-84.49, 39.12],
          [-84.5, 39.12],
        ],
      ],
    };
    expect(pointInPolygon(39.105, -84.485, l)).toBe(true);
    expect(pointInPolygon(39.115, -84.495, l)).toBe(true);
    expect(pointInPolygon(39.115, -84.485, l)).toBe(false);
  });
});

describe('geoJsonArea: an uploaded boundary', () => {
  const polygon = { type: 'Polygon', coordinates: [squareRing(-84.44, 39.14, 0.01)] };

  it('reads a bare geometry, a Feature and a one-feature FeatureCollection alike', () => {
    const expected = { geometry: { type: 'Polygon', coordinates: [squareRing(-84.44, 39.14, 0.01)] } };
    expect(geoJsonArea(polygon)).toEqual(expected);
    expect(geoJsonArea({ type: 'Feature', properties: { name: 'Hyde Park' }, geometry: polygon })).toEqual(expected);
    expect(geoJsonArea({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: null, geometry: polygon }] })).toEqual(
      expected,
    );
  });

  it('keeps a MultiPolygon with holes, positions cut to longitude and latitude to six decimals', () => {
    const ring = squareRing(-84.44, 39.14, 0.01).map(([lng, lat]) => [lng + 1e-9, lat, 150]);
    expect(geoJsonArea({ type: 'MultiPolygon', coordinates: [[ring, squareRing(-84.44, 39.14, 0.002)]] })).toEqual({
      geometry: { type: 'MultiPolygon', coordinates: [[squareRing(-84.44, 39.14, 0.01), squareRing(-84.44, 39.14, 0.002)]] },
    });
  });

  it.each([
    ['not GeoJSON', 'hello', GEOJSON_AREA_TEXTS.notGeoJson],
    ['a collection of two', { type: 'FeatureCollection', features: [polygon, polygon] }, GEOJSON_AREA_TEXTS.oneFeature],
    ['an empty collection', { type: 'FeatureCollection', features: [] }, GEOJSON_AREA_TEXTS.oneFeature],
    ['a point', { type: 'Point', coordinates: [-84.44, 39.14] }, GEOJSON_AREA_TEXTS.areaType],
    ['a Feature without geometry', { type: 'Feature', geometry: null }, GEOJSON_AREA_TEXTS.areaType],
    ['an open ring', { type: 'Polygon', coordinates: [squareRing(-84.44, 39.14, 0.01).slice(0, 4)] }, GEOJSON_AREA_TEXTS.ring],
    [
      'a ring of three positions',
      {
        type: 'Polygon',
        coordinates: [
          [
            [-84.4, 39.1],
            [-84.41, 39.1],
            [-84.4, 39.1],
          ],
        ],
      },
      GEOJSON_AREA_TEXTS.ring,
    ],
    ['no rings', { type: 'Polygon', coordinates: [] }, GEOJSON_AREA_TEXTS.ring],
    [
      'text for a position',
      {
        type: 'Polygon',
        coordinates: [
          [
            ['a', 'b'],
            [1, 2],
            [3, 4],
            ['a', 'b'],
          ],
        ],
      },
      GEOJSON_AREA_TEXTS.position,
    ],
    ['latitude and longitude swapped', { type: 'Polygon', coordinates: [squareRing(39.14, -84.44, 0.01)] }, GEOJSON_AREA_TEXTS.region],
    ['another city', { type: 'Polygon', coordinates: [squareRing(-82.99, 39.96, 0.01)] }, GEOJSON_AREA_TEXTS.region],
  ])('refuses %s', (_case, value, message) => {
    expect(geoJsonArea(value)).toEqual({ refused: message });
  });

  it(`refuses more than ${AREA_MAX_POSITIONS} positions, and counts every ring's`, () => {
    const many = (count: number): Ring => {
      const ring: Ring = Array.from({ length: count - 1 }, (_, i) => {
        const angle = (2 * Math.PI * i) / (count - 1);
        return [six(-84.44 + 0.01 * Math.cos(angle)), six(39.14 + 0.01 * Math.sin(angle))];
      });
      return [...ring, ring[0]!];
    };
    const atLimit = geoJsonArea({ type: 'Polygon', coordinates: [many(AREA_MAX_POSITIONS)] });
    expect('geometry' in atLimit && positionCount(atLimit.geometry)).toBe(AREA_MAX_POSITIONS);
    expect(geoJsonArea({ type: 'Polygon', coordinates: [many(AREA_MAX_POSITIONS - 4), squareRing(-84.44, 39.14, 0.001)] })).toEqual({
      refused: 'A boundary has at most 2,000 positions: simplify it',
    });
    expect(GEOJSON_AREA_TEXTS.tooLarge).toContain(formatNumber(AREA_MAX_POSITIONS));
  });
});

describe('neighborhoodBoundaryCollection', () => {
  it('answers one Feature per boundary, named, its id the neighbourhood’s', () => {
    const geometry: AreaGeometry = { type: 'Polygon', coordinates: [squareRing(-84.44, 39.14, 0.01)] };
    expect(
      neighborhoodBoundaryCollection([
        { id: 'hyde-park', name: 'Hyde Park', approximate: true, geometry, updatedAt: '2026-11-29T00:00:00.000Z' },
      ]),
    ).toEqual({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', id: 'hyde-park', properties: { name: 'Hyde Park', approximate: true }, geometry }],
    });
  });
});
