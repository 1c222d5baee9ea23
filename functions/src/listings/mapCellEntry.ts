import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { geohashForLocation } from 'geofire-common';
import {
  hasCoordinates,
  isShownTo,
  matchesFilters,
  VISITOR,
  type AlertListing,
  type ListingMapPin,
  type NeighborhoodName,
  type Property,
  type PropertyType,
  type StandardStatus,
} from '@estate/domain';
import { listingFromData, type ListingListQuery, type ListingPosition } from './listingRepository';

/**
 * The map's cells (docs/architecture.md): `mapCells/{geohash of 5 characters}-{shard}` (a cell of
 * about 4.9 × 4.9 km here, in MAP_CELL_SHARDS documents), each holding every listing the public
 * may see that is placed in it, as one compact entry in its `entries` map keyed by the listing's
 * id, so that a view reads the few cells over it instead of the listings, and one listing's change
 * is one field's update.
 */
export const MAP_CELLS = 'mapCells';
export const MAP_CELL_PRECISION = 5;

/** What the map and the list in view need of a listing: its public position and what every filter but the keyword reads. */
export interface MapCellEntry {
  lat: number;
  lng: number;
  price: number;
  beds: number;
  baths: number;
  type: PropertyType;
  /** Its source, as the source filter reads it. */
  mls: boolean;
  status: StandardStatus;
  hood: NeighborhoodName | null;
  city: string;
  /** The listing's createdAt: the list's newest-first order and its cursor. */
  at: Timestamp;
}

/** An entry with its listing's id, as a cell is read. */
export type MapListing = MapCellEntry & { id: string };

/**
 * A listing as the map places it, or null when it is not on the public map: not placed, or not
 * one the public sees whole (withdrawn and the like, private ones). Its position is the one
 * stored, which for a withheld address is its neighbourhood's centre and nothing more exact.
 */
export function mapListingOf(listing: Property, at: Timestamp): MapListing | null {
  if (!hasCoordinates(listing) || !isShownTo(listing, VISITOR)) return null;
  return {
    id: listing.id,
    lat: listing.Latitude,
    lng: listing.Longitude,
    price: listing.ListPrice,
    beds: listing.bedrooms,
    baths: listing.bathrooms,
    type: listing.propertyType,
    mls: Boolean(listing.mls),
    status: listing.StandardStatus,
    hood: listing.neighborhood ?? null,
    city: listing.City,
    at,
  };
}

/** The cell entry of a stored listing (gone: null), as mapListingOf places it. */
export function mapEntryOf(id: string, data: DocumentData | undefined): MapCellEntry | null {
  if (!data) return null;
  const placed = mapListingOf(listingFromData(id, data), data.createdAt instanceof Timestamp ? data.createdAt : new Timestamp(0, 0));
  if (!placed) return null;
  const { id: _id, ...entry } = placed;
  return entry;
}

/**
 * Documents a cell is split into, by its listings' ids: an entry is about 230 bytes, and the
 * densest 5 km of the 50,000-listing benchmark holds 5,195 listings (1.2 MB, past a document's
 * 1 MiB), a quarter of which is about 300 KB. A cell holds up to about 18,000 listings so.
 */
export const MAP_CELL_SHARDS = 4;

/** A listing id's shard: FNV-1a of its characters, so that every write of the listing finds the same document. */
function shardOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < id.length; at += 1) hash = Math.imul(hash ^ id.charCodeAt(at), 0x01000193);
  return (hash >>> 0) % MAP_CELL_SHARDS;
}

/**
 * The document a listing's entry lies in: its cell's geohash and its shard (`dnp4x-2`), so that a
 * range of ids from a geohash prefix reads every shard of the cells under it.
 */
export const mapCellOf = (id: string, entry: Pick<MapCellEntry, 'lat' | 'lng'>): string =>
  `${geohashForLocation([entry.lat, entry.lng], MAP_CELL_PRECISION)}-${shardOf(id)}`;

/** An entry as the listings' filters read it (the saved searches' own rule), without the keyword words the cells do not keep. */
const matchable = (entry: MapListing): AlertListing => ({
  id: entry.id,
  title: '',
  address: '',
  ...(entry.hood ? { neighborhood: entry.hood } : {}),
  City: entry.city,
  source: entry.mls ? 'mls' : 'agency',
  propertyType: entry.type,
  price: entry.price,
  bedrooms: entry.beds,
  bathrooms: entry.baths,
  status: entry.status,
  searchTerms: [],
  Latitude: entry.lat,
  Longitude: entry.lng,
});

/** Whether the list and the map take the entry: its status among the query's, and every other filter (view and drawn area included). */
export const entryListed = (entry: MapListing, filter: ListingListQuery['filter']): boolean =>
  filter.statuses.includes(entry.status) && matchesFilters(matchable(entry), { filters: filter, words: [] });

/** The entry as a pin of the map's answer. */
export const pinOf = (entry: MapListing): ListingMapPin => ({
  id: entry.id,
  lat: entry.lat,
  lng: entry.lng,
  price: entry.price,
  bedrooms: entry.beds,
  bathrooms: entry.baths,
  propertyType: entry.type,
  status: entry.status,
});

/** Where the entry sits in the list's order, as a page's cursor keeps it. */
export const entryPosition = (entry: MapListing): ListingPosition => ({
  id: entry.id,
  createdAt: { seconds: entry.at.seconds, nanoseconds: entry.at.nanoseconds },
  price: entry.price,
  bedrooms: entry.beds,
});
