/**
 * The files of the basemap's folder (docs/operations.md#the-basemap says how each is made): the
 * region's vector tiles, one PMTiles archive read by HTTP Range requests, and the label fonts as
 * MapLibre glyph ranges. The source's id is the name the style's layers read it by.
 */
export const BASEMAP_SOURCE = 'basemap';
export const basemapArchiveUrl = (folder: string) => `${folder}/cincinnati.pmtiles`;
export const basemapGlyphsUrl = (folder: string) => `${folder}/fonts/{fontstack}/{range}.pbf`;

/** OpenStreetMap's data under the ODbL, drawn by Protomaps' schema: both must be credited on the map. */
export const BASEMAP_ATTRIBUTION =
  '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>';
