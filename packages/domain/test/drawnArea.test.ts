import fc from 'fast-check';
import {
  CINCINNATI_REGION,
  DRAWN_AREA_LIMITS,
  DRAWN_AREA_TEXTS,
  distanceMeters,
  enclosingCircle,
  formatDrawnArea,
  listingInArea,
  matchesSearch,
  parseDrawnArea,
  propertyQuerySchema,
  savedSearchFiltersSchema,
  savedSearchQuery,
  type AlertListing,
  type DrawnArea,
  type DrawnAreaRefusal,
  type LatLng,
} from '../src';
import { HYDE_PARK_TRIANGLE } from '../../../scripts/fixtures/drawnAreas';

const CIRCLE: DrawnArea = { kind: 'circle', center: [39.1, -84.51], radiusM: 1_000 };

describe('the drawn area in the URL', () => {
  it('reads a polygon and a circle, and writes them back the same', () => {
    expect(parseDrawnArea('p:39.145,-84.45;39.145,-84.43;39.13,-84.44')).toEqual(HYDE_PARK_TRIANGLE);
    expect(parseDrawnArea('c:39.1,-84.51,1000')).toEqual(CIRCLE);
    expect(formatDrawnArea(HYDE_PARK_TRIANGLE)).toBe('p:39.145,-84.45;39.145,-84.43;39.13,-84.44');
    expect(formatDrawnArea(CIRCLE)).toBe('c:39.1,-84.51,1000');
  });

  it('keeps 5 decimals (about a metre) and whole metres, and drops a closing point', () => {
    expect(parseDrawnArea('c:39.1234567,-84.5123449,999.6')).toEqual({ kind: 'circle', center: [39.12346, -84.51234], radiusM: 1000 });
    expect(parseDrawnArea(' p:39.145,-84.45;39.145,-84.43;39.13,-84.44;39.145,-84.45 ')).toEqual(HYDE_PARK_TRIANGLE);
  });

  it('reads back what it writes, for any area it accepts', () => {
    const { south, north, west, east } = CINCINNATI_REGION;
    const point = fc.tuple(fc.double({ min: south, max: north, noNaN: true }), fc.double({ min: west, max: east, noNaN: true }));
    const area = fc.oneof(
      fc.array(point, { minLength: 3, maxLength: 40 }).map((points) => `p:${points.map(([a, b]) => `${a},${b}`).join(';')}`),
      fc.tuple(point, fc.integer({ min: 100, max: 30_000 })).map(([[a, b], r]) => `c:${a},${b},${r}`),
    );
    fc.assert(
      fc.property(area, (value) => {
        const read = parseDrawnArea(value);
        if ('refused' in read) return read.refused === 'points'; // points that rounding made one
        expect(parseDrawnArea(formatDrawnArea(read))).toEqual(read);
        return true;
      }),
    );
  });

  it.each([
    ['no kind', '39.1,-84.5,1000', 'format'],
    ['an unknown kind', 'x:39.1,-84.5,1000', 'format'],
    ['a circle without its radius', 'c:39.1,-84.5', 'format'],
    ['a word for a number', 'c:39.1,west,1000', 'format'],
    ['an exponent', 'c:39.1,-84.5,1e3', 'format'],
    ['a point with three numbers', 'p:39.1,-84.5,1;39.2,-84.5;39.2,-84.4', 'format'],
    ['two points', 'p:39.1,-84.5;39.2,-84.5', 'points'],
    ['a closed triangle of two points', 'p:39.1,-84.5;39.2,-84.5;39.1,-84.5', 'points'],
    ['41 points', `p:${Array.from({ length: 41 }, (_, i) => `39.1,-84.${String(i).padStart(3, '0')}`).join(';')}`, 'points'],
    ['a point outside the region', 'p:39.1,-84.5;39.2,-84.5;40.2,-84.4', 'region'],
    ['latitude and longitude swapped', 'c:-84.5,39.1,1000', 'region'],
    ['a radius under 100 m', 'c:39.1,-84.5,99', 'radius'],
    ['a radius over 30 km', 'c:39.1,-84.5,30001', 'radius'],
  ])('refuses %s, naming its message', async (_case, value, refusal) => {
    expect(parseDrawnArea(value)).toEqual({ refused: refusal });
    await expect(propertyQuerySchema.validate({ area: value })).rejects.toThrow(DRAWN_AREA_TEXTS[refusal as DrawnAreaRefusal]);
  });

  it('says its limits and the region as the constants are', () => {
    const { minPoints, maxPoints, minRadiusM, maxRadiusM } = DRAWN_AREA_LIMITS;
    const { south, north, west, east } = CINCINNATI_REGION;
    expect(DRAWN_AREA_TEXTS.points).toBe(`area must have ${minPoints} to ${maxPoints} points`);
    expect(DRAWN_AREA_TEXTS.radius).toBe(`area must have a radius of ${minRadiusM} to ${maxRadiusM.toLocaleString('en-US')} metres`);
    expect(DRAWN_AREA_TEXTS.region).toContain(`latitude ${south} to ${north}, longitude ${west} to ${east}`);
  });
});

describe('listingInArea', () => {
  it('takes a position inside a polygon and leaves one outside', () => {
    expect(listingInArea({ Latitude: 39.14, Longitude: -84.44 }, HYDE_PARK_TRIANGLE)).toBe(true);
    expect(listingInArea({ Latitude: 39.14, Longitude: -84.46 }, HYDE_PARK_TRIANGLE)).toBe(false);
    expect(listingInArea({ Latitude: 39.131, Longitude: -84.448 }, HYDE_PARK_TRIANGLE)).toBe(false);
  });

  it('measures a circle along the great circle', () => {
    // 0.009 degrees of latitude is about 1,000.8 m.
    expect(distanceMeters([39.1, -84.51], [39.109, -84.51])).toBeCloseTo(1000.75, 0);
    expect(listingInArea({ Latitude: 39.1089, Longitude: -84.51 }, CIRCLE)).toBe(true);
    expect(listingInArea({ Latitude: 39.1091, Longitude: -84.51 }, CIRCLE)).toBe(false);
  });

  it('puts a listing without a position in no area', () => {
    expect(listingInArea({}, CIRCLE)).toBe(false);
    expect(listingInArea({ Latitude: 39.1 }, CIRCLE)).toBe(false);
  });

  it('is the saved searches’ match too', () => {
    const listing = (position: Partial<AlertListing>): AlertListing => ({
      id: 'erie',
      title: 'Erie',
      address: '1 Erie Ave, Cincinnati, OH 45208',
      City: 'Cincinnati',
      source: 'agency',
      propertyType: 'Condo',
      price: 900_000,
      bedrooms: 2,
      bathrooms: 2,
      status: 'Active',
      searchTerms: [],
      ...position,
    });
    const criteria = { filters: { status: 'for-sale' as const, area: HYDE_PARK_TRIANGLE }, words: [] };
    expect(matchesSearch(listing({ Latitude: 39.14, Longitude: -84.44 }), criteria)).toBe(true);
    expect(matchesSearch(listing({ Latitude: 39.14, Longitude: -84.46 }), criteria)).toBe(false);
    expect(matchesSearch(listing({}), criteria)).toBe(false);
  });
});

describe('enclosingCircle', () => {
  it('holds every point of a polygon, and every position the rule takes', () => {
    const { center, radiusM } = enclosingCircle(HYDE_PARK_TRIANGLE);
    for (const point of (HYDE_PARK_TRIANGLE as { points: LatLng[] }).points)
      expect(distanceMeters(center, point)).toBeLessThanOrEqual(radiusM);
    for (let lat = 39.13; lat <= 39.145; lat += 0.001)
      for (let lng = -84.45; lng <= -84.43; lng += 0.001)
        if (listingInArea({ Latitude: lat, Longitude: lng }, HYDE_PARK_TRIANGLE))
          expect(distanceMeters(center, [lat, lng])).toBeLessThanOrEqual(radiusM);
  });

  it('is a circle’s own', () => {
    expect(enclosingCircle(CIRCLE)).toEqual({ center: CIRCLE.center, radiusM: 1_000 });
  });
});

describe('the area as a filter', () => {
  it('is read from the query string, or refused naming the parameter', async () => {
    await expect(propertyQuerySchema.validate({ area: 'c:39.1,-84.51,1000' })).resolves.toMatchObject({ area: CIRCLE });
    await expect(propertyQuerySchema.validate({ area: '' })).resolves.not.toHaveProperty('area', expect.anything());
    await expect(propertyQuerySchema.validate({ area: 'c:39.1,-84.51,50' })).rejects.toThrow(DRAWN_AREA_TEXTS.radius);
    await expect(propertyQuerySchema.validate({ area: ['c:39.1,-84.51,1000', 'c:39.1,-84.51,900'] })).rejects.toThrow(
      DRAWN_AREA_TEXTS.single,
    );
  });

  it('is kept by a saved search and written back into its query', async () => {
    const filters = await savedSearchFiltersSchema.validate({ propertyType: 'Condo', area: 'p:39.145,-84.45;39.145,-84.43;39.13,-84.44' });
    expect(filters.area).toEqual(HYDE_PARK_TRIANGLE);
    expect(savedSearchQuery(filters)).toBe(`propertyType=Condo&area=${encodeURIComponent('p:39.145,-84.45;39.145,-84.43;39.13,-84.44')}`);
    expect(decodeURIComponent(savedSearchQuery(filters).split('&area=')[1]!)).toBe(formatDrawnArea(HYDE_PARK_TRIANGLE));
  });
});
