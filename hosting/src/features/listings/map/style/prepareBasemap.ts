import { addProtocol, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Protocol } from 'pmtiles';
import { BASEMAP_URL } from './basemapSetting';

let prepared = false;

/**
 * What a listings map needs before the first is made, done once per page: maplibre's worker as a
 * file of the site's own (script-src 'self', not the blob maplibre would make), and, when production's
 * basemap is set, the pmtiles:// protocol that reads the archive by HTTP Range requests.
 * Call it in the map's chunk before `new Map(...)`; it loads nothing when called again.
 */
export function prepareBasemap(): void {
  if (prepared) return;
  prepared = true;
  setWorkerUrl(workerUrl);
  if (BASEMAP_URL) addProtocol('pmtiles', new Protocol({ metadata: false }).tile);
}
