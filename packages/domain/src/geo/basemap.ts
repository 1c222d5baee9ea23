/**
 * Production's basemap (docs/operations.md#the-basemap): a folder on the project's Cloud Storage
 * holding the region's vector tiles, one PMTiles archive read by HTTP Range requests, and the label
 * fonts as MapLibre glyph ranges. BASEMAP_URL in functions/.env.<project> names it: the deploy's
 * build bakes it into the maps' style, and the site function allows it in the pages' CSP. Unset
 * (locally, in tests), the maps draw the neighbourhoods' outlines on a plain ground.
 */
export const BASEMAP_SETTING = 'BASEMAP_URL';

/** An https:// address: a host, then a path or nothing; no query or fragment, which a file's name could not follow. */
const HTTPS_FOLDER = /^https:\/\/[a-z0-9.-]+(:\d+)?(\/[^\s?#]*)?$/i;

/** The folder a BASEMAP_URL value names, without its trailing slash, or undefined when unset; throws on anything but https://. */
export function basemapFolder(value: string | undefined): string | undefined {
  const folder = value?.trim().replace(/\/+$/, '');
  if (!folder) return undefined;
  if (!HTTPS_FOLDER.test(folder)) {
    throw new Error(`${BASEMAP_SETTING} must be an https:// folder such as https://storage.googleapis.com/<bucket>, not "${folder}"`);
  }
  return folder;
}

export const basemapArchiveUrl = (folder: string) => `${folder}/cincinnati.pmtiles`;
/** The label fonts the folder holds (Protomaps' basemaps-assets): the style's labels use these alone. */
export const BASEMAP_FONTS = ['Noto Sans Italic', 'Noto Sans Medium', 'Noto Sans Regular'] as const;
/** MapLibre's glyphs template: {fontstack} and {range} are filled in by the map. */
export const basemapGlyphsUrl = (folder: string) => `${folder}/fonts/{fontstack}/{range}.pbf`;

/** OpenStreetMap's data under the ODbL, in Protomaps' schema: both are credited on every map that draws it. */
export const BASEMAP_ATTRIBUTION =
  '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>';
