import { geohashForLocation } from 'geofire-common';
import { hasCoordinates, type ListingCoordinates } from '@estate/domain';

/** Nine characters: a cell of about 5 by 5 metres, finer than any area is drawn. */
export const GEOHASH_PRECISION = 9;

/**
 * A public listing's `geohash`, stored beside its Latitude/Longitude wherever they are written, so
 * that an area's search is a few ordered ranges of one index (listingAreaQuery.ts); undefined for
 * a listing without a position, which is in no area.
 */
export function listingGeohash(position: Partial<ListingCoordinates>): string | undefined {
  return hasCoordinates(position) ? geohashForLocation([position.Latitude, position.Longitude], GEOHASH_PRECISION) : undefined;
}
