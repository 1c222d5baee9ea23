import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { LayerSpecification } from 'maplibre-gl';
import { BASEMAP_ATTRIBUTION, BASEMAP_FONTS, BRAND_COLORS, type NeighborhoodBoundaryCollection } from '@estate/domain';
import { BOUNDARIES_SOURCE, listingsMapStyle } from '@/features/listings/map/style/mapStyle';

// The build's setting (import.meta.env, which jest has not): unset, as on a local stack.
jest.mock('@/features/listings/map/style/basemapSetting', () => ({ BASEMAP_URL: undefined }));

const BOUNDARIES: NeighborhoodBoundaryCollection = { type: 'FeatureCollection', features: [] };
const FOLDER = 'https://storage.googleapis.com/qce-basemap';
const ids = (layers: LayerSpecification[]) => layers.map((layer) => layer.id);

describe("the listings maps' style", () => {
  it('draws the outlines on a plain ivory ground, reading nothing beyond the site, when no basemap is set', () => {
    const style = listingsMapStyle(BOUNDARIES);
    expect(Object.keys(style.sources)).toEqual([BOUNDARIES_SOURCE]);
    expect(style.sources[BOUNDARIES_SOURCE]).toEqual({ type: 'geojson', data: BOUNDARIES });
    expect(style.glyphs).toBeUndefined();
    expect(ids(style.layers)).toEqual(['ground', 'areas', 'outlines']);
    expect(style.layers[0]).toMatchObject({ type: 'background', paint: { 'background-color': BRAND_COLORS.ivory } });
    expect(validateStyleMin(style)).toEqual([]);
  });

  it("draws production's streets from the folder's PMTiles archive, credited, with the outlines over them and the labels on top", () => {
    const style = listingsMapStyle(BOUNDARIES, FOLDER);
    expect(style.sources.basemap).toEqual({
      type: 'vector',
      url: `pmtiles://${FOLDER}/cincinnati.pmtiles`,
      attribution: BASEMAP_ATTRIBUTION,
    });
    expect(BASEMAP_ATTRIBUTION).toContain('OpenStreetMap');
    expect(BASEMAP_ATTRIBUTION).toContain('Protomaps');
    expect(style.glyphs).toBe(`${FOLDER}/fonts/{fontstack}/{range}.pbf`);
    const layerIds = ids(style.layers);
    const outlines = layerIds.indexOf('outlines');
    expect(layerIds.indexOf('roads_highway')).toBeLessThan(layerIds.indexOf('areas'));
    expect(layerIds.indexOf('areas')).toBeLessThan(outlines);
    const labels = style.layers.filter((layer) => layer.type === 'symbol');
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(layerIds.indexOf(label.id)).toBeGreaterThan(outlines);
    // A style MapLibre loads as it is: every layer, filter and expression valid.
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('uses only the fonts the folder holds and no icons, so it needs no sprite sheet', () => {
    const style = listingsMapStyle(BOUNDARIES, FOLDER);
    expect(style.sprite).toBeUndefined();
    const layouts = style.layers.flatMap((layer) => (layer.type === 'symbol' && layer.layout ? [layer.layout] : []));
    for (const layout of layouts) expect(layout).not.toHaveProperty('icon-image');
    const fonts = new Set(JSON.stringify(layouts.map((layout) => layout['text-font'])).match(/Noto Sans [A-Za-z]+/g));
    expect([...fonts].sort()).toEqual([...BASEMAP_FONTS]);
  });
});
