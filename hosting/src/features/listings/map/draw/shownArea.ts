import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { BRAND_COLORS, type DrawnArea } from '@estate/domain';
import { drawnAreaOutline } from './drawnAreaShapes';

const SOURCE = 'drawn-area';
const NONE: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * Shows the search's area on the map (the URL's, drawn or shared), or none: its own source and two
 * layers over the rest, added once the style has loaded.
 */
export function showDrawnArea(map: MapLibreMap, area: DrawnArea | undefined): void {
  const data: FeatureCollection = area ? { type: 'FeatureCollection', features: [drawnAreaOutline(area)] } : NONE;
  const show = () => {
    const source = map.getSource(SOURCE) as GeoJSONSource | undefined;
    if (source) {
      source.setData(data);
      return;
    }
    map.addSource(SOURCE, { type: 'geojson', data });
    map.addLayer({ id: `${SOURCE}-fill`, type: 'fill', source: SOURCE, paint: { 'fill-color': BRAND_COLORS.brass, 'fill-opacity': 0.12 } });
    map.addLayer({ id: `${SOURCE}-line`, type: 'line', source: SOURCE, paint: { 'line-color': BRAND_COLORS.brassDeep, 'line-width': 2 } });
  };
  // Not loaded yet, or loading tiles: idle comes once it is all done (load alone may have passed).
  if (map.isStyleLoaded()) show();
  else map.once('idle', show);
}
