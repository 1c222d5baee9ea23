import {
  CINCINNATI_REGION,
  MAP_VIEW_MAX_PIXELS,
  MAP_VIEW_TEXTS,
  MAP_ZOOM,
  MAP_ZOOM_TEXTS,
  formatMapView,
  inMapView,
  mapViewPixels,
  parseMapView,
  propertyMapQuerySchema,
  propertyQuerySchema,
  type MapViewRefusal,
} from '../src';

const HYDE_PARK = { west: -84.46, south: 39.12, east: -84.42, north: 39.15 };

describe('the map view in the URL', () => {
  it('reads west,south,east,north to 5 decimals, and writes it back the same', () => {
    expect(parseMapView('-84.46,39.12,-84.42,39.15')).toEqual(HYDE_PARK);
    expect(parseMapView(' -84.4600049, 39.1200051,-84.42,39.15')).toEqual({ ...HYDE_PARK, south: 39.12001 });
    expect(formatMapView(HYDE_PARK)).toBe('-84.46,39.12,-84.42,39.15');
    expect(formatMapView({ ...HYDE_PARK, west: -84.4612345 })).toBe('-84.46123,39.12,-84.42,39.15');
  });

  it('clamps a view wider than the region to it', () => {
    expect(parseMapView('-86,38,-83,40')).toEqual(CINCINNATI_REGION);
    expect(parseMapView('-86,39,-84.5,39.2')).toEqual({ west: CINCINNATI_REGION.west, south: 39, east: -84.5, north: 39.2 });
  });

  it.each([
    ['three numbers', '-84.46,39.12,-84.42', 'format'],
    ['a word', '-84.46,north,-84.42,39.15', 'format'],
    ['an exponent', '-84.46,39.12,-84.42,3.9e1', 'format'],
    ['a latitude past the pole', '-84.46,39.12,-84.42,91', 'format'],
    ['east before west', '-84.42,39.12,-84.46,39.15', 'order'],
    ['north before south', '-84.46,39.15,-84.42,39.12', 'order'],
    ['no width', '-84.46,39.12,-84.46,39.15', 'order'],
    ['latitude and longitude swapped', '39.12,-84.46,39.15,-84.42', 'region'],
    ['a view of Columbus', '-83.1,39.9,-82.9,40.1', 'region'],
  ])('refuses %s, naming its message', async (_case, value, refusal) => {
    expect(parseMapView(value)).toEqual({ refused: refusal });
    await expect(propertyQuerySchema.validate({ view: value })).rejects.toThrow(MAP_VIEW_TEXTS[refusal as MapViewRefusal]);
  });

  it('says the region as the constants are', () => {
    const { south, north, west, east } = CINCINNATI_REGION;
    expect(MAP_VIEW_TEXTS.region).toContain(`latitude ${south} to ${north}, longitude ${west} to ${east}`);
    expect(MAP_ZOOM_TEXTS.required).toContain(`from ${MAP_ZOOM.min} to ${MAP_ZOOM.max}`);
  });

  it('holds a position on its edges', () => {
    expect(inMapView(HYDE_PARK, 39.12, -84.46)).toBe(true);
    expect(inMapView(HYDE_PARK, 39.15, -84.42)).toBe(true);
    expect(inMapView(HYDE_PARK, 39.11999, -84.44)).toBe(false);
    expect(inMapView(HYDE_PARK, 39.13, -84.41999)).toBe(false);
  });
});

describe('the view as a filter of the listings', () => {
  it('is read from the query string, or left out when empty', async () => {
    await expect(propertyQuerySchema.validate({ view: '-84.46,39.12,-84.42,39.15' })).resolves.toMatchObject({ view: HYDE_PARK });
    await expect(propertyQuerySchema.validate({ view: '' })).resolves.not.toHaveProperty('view', expect.anything());
    await expect(propertyQuerySchema.validate({ view: ['-84.46,39.12,-84.42,39.15', '1,2,3,4'] })).rejects.toThrow(MAP_VIEW_TEXTS.single);
  });
});

describe("the map's query", () => {
  const query = { view: '-84.46,39.12,-84.42,39.15', zoom: '13' };

  it('reads the view, the zoom and the listing filters, the public statuses alone', async () => {
    await expect(propertyMapQuerySchema.validate({ ...query, propertyType: 'Condo', minPrice: '500000' })).resolves.toEqual({
      view: HYDE_PARK,
      zoom: 13,
      status: 'for-sale',
      propertyType: 'Condo',
      minPrice: 500_000,
    });
    await expect(propertyMapQuerySchema.validate({ ...query, status: 'off-market' })).rejects.toThrow(
      'status must be one of: for-sale, under-contract, sold',
    );
  });

  it('requires a view and a whole zoom in range', async () => {
    await expect(propertyMapQuerySchema.validate({ zoom: '13' })).rejects.toThrow(MAP_VIEW_TEXTS.required);
    await expect(propertyMapQuerySchema.validate({ view: query.view })).rejects.toThrow(MAP_ZOOM_TEXTS.required);
    await expect(propertyMapQuerySchema.validate({ ...query, zoom: '7' })).rejects.toThrow('zoom must be a whole number from 8 to 18');
    await expect(propertyMapQuerySchema.validate({ ...query, zoom: '12.5' })).rejects.toThrow('zoom must be a whole number from 8 to 18');
  });

  it('refuses a view wider than any screen at its zoom', async () => {
    expect(mapViewPixels(CINCINNATI_REGION, MAP_ZOOM.metro)).toBeLessThan(MAP_VIEW_MAX_PIXELS);
    await expect(propertyMapQuerySchema.validate({ view: '-85,38.8,-83.9,39.5', zoom: String(MAP_ZOOM.metro) })).resolves.toBeTruthy();
    await expect(propertyMapQuerySchema.validate({ view: '-85,38.8,-83.9,39.5', zoom: '15' })).rejects.toThrow(MAP_ZOOM_TEXTS.tooWide);
  });
});
