/**
 * The map of /properties (docs/product/site.md#listing) and its answer, GET /api/properties/map
 * (docs/product/api.md#api): the view the map shows, in the URL and the API as
 * `view=west,south,east,north` (degrees, 5 decimals), the zooms, and what the server answers for a
 * view at a zoom: single pins and clusters. No yup here, so that the map's code can write views
 * without loading it; the API's params are listingMapSchema.ts, their texts listingMapTexts.ts.
 */
import type { DrawnArea } from '../geo/drawnArea';
import { CINCINNATI_REGION } from '../geo/region';
import type { StandardStatus } from './listingLifecycle';
import type { PropertyType } from './propertyTypes';

/** The map's view in /properties' URL and in the API. */
export const MAP_VIEW_PARAM = 'view';
/** The map's zoom in GET /api/properties/map (a whole number: the map's zoom rounded down). */
export const MAP_ZOOM_PARAM = 'zoom';

/** A box in degrees, as a map reads its bounds. */
export interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The zooms of the map (MapLibre's, 512-pixel tiles): the metro shows at about `metro`; listings near
 * each other are clustered below `pinsFrom`, and from it on every listing is a pin of its own.
 */
export const MAP_ZOOM = { min: 8, max: 18, metro: 9, pinsFrom: 15 } as const;

/**
 * The widest a view may be at its zoom, in screen pixels (a 4K screen, twice over): a wider one is
 * no screen's, and would ask the server for every listing of the metro as single pins.
 */
export const MAP_VIEW_MAX_PIXELS = 8_192;
/** MapLibre's tile size: the world is 512 × 2^zoom pixels wide. */
const TILE_PIXELS = 512;

/** The width of a view in screen pixels at a zoom. */
export const mapViewPixels = (view: MapView, zoom: number): number => ((view.east - view.west) / 360) * TILE_PIXELS * 2 ** zoom;

/** A listing on the map alone: lat/lng its PUBLIC position (a withheld address is its neighbourhood's centre). */
export interface ListingMapPin {
  id: string;
  lat: number;
  lng: number;
  price: number;
  bedrooms: number;
  bathrooms: number;
  propertyType: PropertyType;
  status: StandardStatus;
}

/** Listings near each other at this zoom, drawn as one: the map zooms to `expansionZoom` to split it. */
export interface ListingMapCluster {
  id: number;
  lat: number;
  lng: number;
  count: number;
  expansionZoom: number;
}

/** GET /api/properties/map: `total` counts every listing in view under the filters, in pins and clusters alike. */
export interface ListingMapAnswer {
  total: number;
  pins: ListingMapPin[];
  clusters: ListingMapCluster[];
}

/** Why a view cannot be read: a key of MAP_VIEW_TEXTS (listingMapTexts.ts). */
export type MapViewRefusal = 'format' | 'order' | 'region';

const SCALE = 10 ** 5;
const rounded = (degrees: number) => Math.round(degrees * SCALE) / SCALE;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The view a URL's `view` value names, clamped to the Cincinnati region (a phone zoomed out past
 * the metro still searches it), or why it cannot be read: not four numbers, west not below east
 * or south not below north, or no part of it in the region.
 */
export function parseMapView(value: string): MapView | { refused: MapViewRefusal } {
  const parts = value.split(',');
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part.trim()))) return { refused: 'format' };
  const [west, south, east, north] = parts.map((part) => rounded(Number(part))) as [number, number, number, number];
  if (Math.abs(west) > 180 || Math.abs(east) > 180 || Math.abs(south) > 90 || Math.abs(north) > 90) return { refused: 'format' };
  if (west >= east || south >= north) return { refused: 'order' };
  const region = CINCINNATI_REGION;
  if (east <= region.west || west >= region.east || north <= region.south || south >= region.north) return { refused: 'region' };
  return {
    west: Math.max(west, region.west),
    south: Math.max(south, region.south),
    east: Math.min(east, region.east),
    north: Math.min(north, region.north),
  };
}

/** The view as the URL's `view` value: what parseMapView reads back to the same view. */
export const formatMapView = (view: MapView): string => [view.west, view.south, view.east, view.north].map(rounded).join(',');

/** Whether a position lies in a view, edges included. */
export const inMapView = (view: MapView, lat: number, lng: number): boolean =>
  lat >= view.south && lat <= view.north && lng >= view.west && lng <= view.east;

/** The view as a drawn area (a rectangle), for the searches that read an area's listings: a keyword's. */
export const mapViewArea = ({ west, south, east, north }: MapView): DrawnArea => ({
  kind: 'polygon',
  points: [
    [south, west],
    [south, east],
    [north, east],
    [north, west],
  ],
});
