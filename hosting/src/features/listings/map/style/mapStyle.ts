import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { layers, namedFlavor } from '@protomaps/basemaps';
import {
  BASEMAP_ATTRIBUTION,
  BRAND_COLORS,
  basemapArchiveUrl,
  basemapGlyphsUrl,
  type NeighborhoodBoundaryCollection,
} from '@estate/domain';
import { BASEMAP_URL } from './basemapSetting';

/** The source the neighbourhoods' outlines are drawn from: a map sets its data when they load. */
export const BOUNDARIES_SOURCE = 'boundaries';
/**
 * MapLibre's attribution control for every listings map: always open, as the basemap's credits must
 * be seen (docs/operations.md#the-basemap), even on a narrow map where MapLibre would fold them.
 */
export const MAP_ATTRIBUTION_CONTROL = { compact: false } as const;
/** The streets' source, by which Protomaps' layers read it. */
const BASEMAP_SOURCE = 'basemap';

const outlines: LayerSpecification[] = [
  { id: 'areas', type: 'fill', source: BOUNDARIES_SOURCE, paint: { 'fill-color': BRAND_COLORS.navyLight, 'fill-opacity': 0.08 } },
  { id: 'outlines', type: 'line', source: BOUNDARIES_SOURCE, paint: { 'line-color': BRAND_COLORS.navyLight, 'line-width': 1.5 } },
];

/**
 * Protomaps' light streets, with English labels in the fonts the folder holds. No points of interest
 * and no place dots: their icons would need a sprite sheet, and a home's map needs neither.
 */
function basemapLayers(): { base: LayerSpecification[]; labels: LayerSpecification[] } {
  const flavor = { ...namedFlavor('light'), pois: undefined };
  const base = layers(BASEMAP_SOURCE, flavor) as LayerSpecification[];
  const labels = (layers(BASEMAP_SOURCE, flavor, { lang: 'en', labelsOnly: true }) as LayerSpecification[]).map((layer) => {
    if (layer.type !== 'symbol' || !layer.layout || !('icon-image' in layer.layout)) return layer;
    const { 'icon-image': _icon, ...layout } = layer.layout;
    return { ...layer, layout };
  });
  return { base, labels };
}

/**
 * The style of every listings map (the listing dialog's, /properties'): the neighbourhoods' outlines,
 * over production's streets when a basemap is set (`basemapUrl`, the build's BASEMAP_URL), else over
 * a plain ground (docs/product/site.md#listing). Labels stay above the outlines so street names show.
 */
export function listingsMapStyle(
  boundaries: NeighborhoodBoundaryCollection,
  basemapUrl: string | undefined = BASEMAP_URL,
): StyleSpecification {
  const boundariesSource = { type: 'geojson', data: boundaries } as const;
  if (!basemapUrl) {
    return {
      version: 8,
      sources: { [BOUNDARIES_SOURCE]: boundariesSource },
      layers: [{ id: 'ground', type: 'background', paint: { 'background-color': BRAND_COLORS.ivory } }, ...outlines],
    };
  }
  const { base, labels } = basemapLayers();
  return {
    version: 8,
    glyphs: basemapGlyphsUrl(basemapUrl),
    sources: {
      [BASEMAP_SOURCE]: { type: 'vector', url: `pmtiles://${basemapArchiveUrl(basemapUrl)}`, attribution: BASEMAP_ATTRIBUTION },
      [BOUNDARIES_SOURCE]: boundariesSource,
    },
    layers: [...base, ...outlines, ...labels],
  };
}
