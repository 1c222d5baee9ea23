import type { Feature, Polygon, Position } from 'geojson';
import {
  DRAWN_AREA_LIMITS,
  distanceMeters,
  formatDrawnArea,
  listingInArea,
  parseDrawnArea,
  type DrawnArea,
  type LatLng,
} from '@estate/domain';
import { DRAWN_AREA_LABELS } from '@/features/listings/components/drawnAreaLabels';
import { DRAW_AREA_TEXTS } from '@/features/listings/map/draw/drawAreaTexts';
import {
  circleArea,
  drawnAreaBounds,
  drawnAreaOutline,
  polygonArea,
  simplifyOutline,
  type ShapeResult,
} from '@/features/listings/map/draw/drawnAreaShapes';

const HYDE_PARK: LatLng = [39.1385, -84.4407];
const areaOf = (result: ShapeResult): DrawnArea => {
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  return result.area;
};
/** A map ring, [longitude, latitude], closed as terra-draw closes it. */
const ring = (points: LatLng[]): Position[] => [...points, points[0]!].map(([latitude, longitude]) => [longitude, latitude]);

/** A circle as terra-draw draws one in Web Mercator: round on the map, its radius measured on the ground. */
function terraDrawCircle(center: LatLng, radiusKilometers: number, withRadius = true): Feature<Polygon, { radiusKilometers?: number }> {
  const EARTH = 6_378_137;
  const x = (center[1] * Math.PI * EARTH) / 180;
  const y = Math.log(Math.tan(Math.PI / 4 + (center[0] * Math.PI) / 360)) * EARTH;
  const scaled = (radiusKilometers * 1000) / Math.cos((center[0] * Math.PI) / 180);
  const points: Position[] = Array.from({ length: 64 }, (_, step) => {
    const angle = (2 * Math.PI * step) / 64;
    const [px, py] = [x + scaled * Math.cos(angle), y + scaled * Math.sin(angle)];
    return [(px / EARTH) * (180 / Math.PI), (2 * Math.atan(Math.exp(py / EARTH)) - Math.PI / 2) * (180 / Math.PI)];
  });
  return {
    type: 'Feature',
    properties: withRadius ? { radiusKilometers } : {},
    geometry: { type: 'Polygon', coordinates: [[...points, points[0]!]] },
  };
}

describe('a drawn polygon as the URL’s area', () => {
  it('takes its points as [latitude, longitude] to 5 decimals, without the closing repeat, and reads back the same from the URL', () => {
    const area = areaOf(
      polygonArea(
        ring([
          [39.1450004, -84.4500001],
          [39.145, -84.43],
          [39.13, -84.4400049],
        ]),
      ),
    );
    expect(area).toEqual({
      kind: 'polygon',
      points: [
        [39.145, -84.45],
        [39.145, -84.43],
        [39.13, -84.44],
      ],
    });
    expect(parseDrawnArea(formatDrawnArea(area))).toEqual(area);
  });

  it('keeps a hand-drawn outline of many points to at most 40, its corners kept and its shape the same', () => {
    // A square 2 km a side with 60 points on each side: only its corners carry its shape.
    const corners: LatLng[] = [
      [39.13, -84.45],
      [39.13, -84.427],
      [39.148, -84.427],
      [39.148, -84.45],
    ];
    const dense: LatLng[] = corners.flatMap((corner, side) => {
      const next = corners[(side + 1) % 4]!;
      return Array.from({ length: 60 }, (_, step): LatLng => [
        corner[0] + ((next[0] - corner[0]) * step) / 60,
        corner[1] + ((next[1] - corner[1]) * step) / 60,
      ]);
    });
    const area = areaOf(polygonArea(ring(dense)));
    if (area.kind !== 'polygon') throw new Error('not a polygon');
    expect(area.points.length).toBeLessThanOrEqual(DRAWN_AREA_LIMITS.maxPoints);
    for (const corner of corners) expect(area.points).toContainEqual(corner);
  });

  it('simplifies a wavy outline to 40 points that hold the same homes but for a sliver along its edge', () => {
    const wavy: LatLng[] = Array.from({ length: 300 }, (_, step): LatLng => {
      const angle = (2 * Math.PI * step) / 300;
      const radius = 0.012 + 0.004 * Math.sin(5 * angle) + 0.0002 * Math.sin(47 * angle);
      return [HYDE_PARK[0] + radius * Math.sin(angle), HYDE_PARK[1] + (radius * Math.cos(angle)) / 0.776];
    });
    const simplified = simplifyOutline(wavy);
    expect(simplified).toHaveLength(40);
    const original: DrawnArea = { kind: 'polygon', points: wavy };
    const kept: DrawnArea = { kind: 'polygon', points: simplified };
    let differ = 0;
    let inside = 0;
    for (let row = 0; row < 60; row += 1) {
      for (let column = 0; column < 60; column += 1) {
        const home = { Latitude: HYDE_PARK[0] - 0.02 + row * (0.04 / 60), Longitude: HYDE_PARK[1] - 0.026 + column * (0.052 / 60) };
        if (listingInArea(home, original)) inside += 1;
        if (listingInArea(home, original) !== listingInArea(home, kept)) differ += 1;
      }
    }
    expect(inside).toBeGreaterThan(500);
    expect(differ / inside).toBeLessThan(0.03);
  });

  it('is refused when a point lies outside the Cincinnati region', () => {
    expect(
      polygonArea(
        ring([
          [39.145, -84.45],
          [39.145, -85.1],
          [39.13, -84.44],
        ]),
      ),
    ).toEqual({ refused: 'region' });
  });

  it('is refused as too small with fewer than three distinct points, or when it fits in a circle of 100 m', () => {
    expect(
      polygonArea(
        ring([
          [39.145, -84.45],
          [39.145, -84.45],
          [39.13, -84.44],
        ]),
      ),
    ).toEqual({ refused: 'tooSmall' });
    expect(
      polygonArea(
        ring([
          [39.1385, -84.4407],
          [39.139, -84.4407],
          [39.1385, -84.44],
        ]),
      ),
    ).toEqual({ refused: 'tooSmall' });
  });
});

describe('a drawn circle as the URL’s area', () => {
  it('is centred where it was drawn, its radius the distance the drawing measured, in whole metres', () => {
    const area = areaOf(circleArea(terraDrawCircle(HYDE_PARK, 1.2345)));
    expect(area).toEqual({ kind: 'circle', center: HYDE_PARK, radiusM: 1235 });
    expect(parseDrawnArea(formatDrawnArea(area))).toEqual(area);
  });

  it('measures its radius from the centre to its outline when the drawing gives none', () => {
    const area = areaOf(circleArea(terraDrawCircle(HYDE_PARK, 1.2, false)));
    if (area.kind !== 'circle') throw new Error('not a circle');
    expect(area.center).toEqual(HYDE_PARK);
    expect(Math.abs(area.radiusM - 1200)).toBeLessThanOrEqual(2);
  });

  it('is refused below 100 m or above 30 km of radius, or centred outside the region', () => {
    expect(circleArea(terraDrawCircle(HYDE_PARK, 0.05))).toEqual({ refused: 'tooSmall' });
    expect(circleArea(terraDrawCircle(HYDE_PARK, 31))).toEqual({ refused: 'tooLarge' });
    expect(circleArea(terraDrawCircle([39.8, -84.44], 2))).toEqual({ refused: 'region' });
  });
});

describe('the area the map shows', () => {
  it('closes a polygon as [longitude, latitude]', () => {
    const area: DrawnArea = {
      kind: 'polygon',
      points: [
        [39.145, -84.45],
        [39.145, -84.43],
        [39.13, -84.44],
      ],
    };
    expect(drawnAreaOutline(area).geometry.coordinates).toEqual([
      [
        [-84.45, 39.145],
        [-84.43, 39.145],
        [-84.44, 39.13],
        [-84.45, 39.145],
      ],
    ]);
    expect(drawnAreaBounds(area)).toEqual([
      [-84.45, 39.13],
      [-84.43, 39.145],
    ]);
  });

  it('draws a circle as 64 sides, each corner its radius from the centre', () => {
    const [outline] = drawnAreaOutline({ kind: 'circle', center: HYDE_PARK, radiusM: 1500 }).geometry.coordinates;
    expect(outline).toHaveLength(65);
    for (const [longitude, latitude] of outline!) expect(distanceMeters(HYDE_PARK, [latitude!, longitude!])).toBeCloseTo(1500, 3);
  });
});

describe("the drawing control's words", () => {
  it('say the limits DRAWN_AREA_LIMITS sets, and remove the area in the chip’s words', () => {
    expect(DRAW_AREA_TEXTS.tooSmall).toContain(`${2 * DRAWN_AREA_LIMITS.minRadiusM} metres across`);
    expect(DRAW_AREA_TEXTS.tooLarge).toContain(`${(2 * DRAWN_AREA_LIMITS.maxRadiusM) / 1000} km across`);
    expect(DRAW_AREA_TEXTS.remove).toBe(DRAWN_AREA_LABELS.remove);
    expect(DRAW_AREA_TEXTS.remove).toBe('Remove the area');
  });
});
