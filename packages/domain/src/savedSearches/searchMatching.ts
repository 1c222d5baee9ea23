/**
 * Whether a listing matches a saved search, and the keys that find the searches a listing can
 * match without reading the others: a search stores one key per (neighborhood or any) × (type or
 * any) × price band its range covers; a listing has four keys, so its candidates are one
 * `array-contains-any` query, which the exact match then filters.
 */
import { neighborhoodId, type NeighborhoodName } from '../shared/neighborhoods';
import type { PropertyType } from '../listings/propertyTypes';
import { cityKeyOf, type ListingSource } from '../listings/listingSource';
import type { Property } from '../listings/listing';
import { mlsListedBy } from '../mls/mlsAttribution';
import { DEFAULT_STATUS_FILTER, statusesOf, type StandardStatus } from '../listings/listingLifecycle';
import { SAVED_SEARCH_FILTER_KEYS, type SavedSearchFilters } from './savedSearch';
import { listingInArea } from '../geo/listingInArea';
import { formatDrawnArea } from '../geo/drawnAreaParam';
import { inMapView, type MapView } from '../listings/listingMap';

/** What matching and an alert's email need of a listing. */
export interface AlertListing {
  id: string;
  title: string;
  address: string;
  neighborhood?: NeighborhoodName;
  City: string;
  source: ListingSource;
  propertyType: PropertyType;
  price: number;
  bedrooms: number;
  bathrooms: number;
  status: StandardStatus;
  /** The listing's keyword-search words (its stored searchTerms). */
  searchTerms: readonly string[];
  /** The card image, if any. */
  image?: string;
  /** An MLS listing's office and agent, as its alerts must name them (mlsListedBy). */
  listedBy?: string;
  /** Where the listing is, as stored (a withheld address at its neighbourhood's centre): what an area matches. */
  Latitude?: number;
  Longitude?: number;
  /** Brought by an MLS source's first load (or a full re-sync): its arrival is no news (listingChanges). */
  firstLoad?: boolean;
}

/** A search as matching reads it: its filters and its keyword split into words as listings' searchTerms are. */
export interface SearchCriteria {
  filters: SavedSearchFilters;
  words: readonly string[];
}

/** A listing as matching reads it, with its stored keyword-search words. */
export function matchableListing(property: Property, searchTerms: readonly string[], firstLoad = false): AlertListing {
  return {
    id: property.id,
    title: property.title,
    address: property.address,
    ...(property.neighborhood ? { neighborhood: property.neighborhood } : {}),
    City: property.City,
    source: property.mls ? 'mls' : 'agency',
    propertyType: property.propertyType,
    price: property.ListPrice,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    status: property.StandardStatus,
    searchTerms,
    ...(property.images[0] ? { image: property.images[0] } : {}),
    ...(property.mls ? { listedBy: mlsListedBy(property.mls) } : {}),
    ...(property.Latitude !== undefined && property.Longitude !== undefined
      ? { Latitude: property.Latitude, Longitude: property.Longitude }
      : {}),
    ...(firstLoad ? { firstLoad } : {}),
  };
}

/** The lower bounds of the price bands (dollars): band i holds prices from PRICE_BANDS[i] up to the next bound. */
export const PRICE_BANDS = [0, 250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000] as const;

export const priceBandIndex = (price: number): number => PRICE_BANDS.findLastIndex((bound) => price >= bound);

const ANY = '*';
/** A place's key: a neighbourhood's id, or `city:` and the City in lower case. */
const cityKey = (city: string) => `city:${cityKeyOf(city)}`;
const matchKey = (neighborhood: string, type: string, band: number) => `${neighborhood}|${type}|${band}`;

/** Every key a search is found by: one per price band its range covers (at most PRICE_BANDS.length). */
export function searchMatchKeys({ neighborhood, city, propertyType, minPrice, maxPrice }: SavedSearchFilters): string[] {
  const place = neighborhood ? neighborhoodId(neighborhood) : city ? cityKey(city) : ANY;
  const type = propertyType ?? ANY;
  const last = maxPrice === undefined ? PRICE_BANDS.length - 1 : priceBandIndex(maxPrice);
  const keys: string[] = [];
  for (let band = priceBandIndex(minPrice ?? 0); band <= last; band += 1) keys.push(matchKey(place, type, band));
  return keys;
}

/** The keys of the searches a listing can match (at most six): its neighborhood, its City or any, its type or any, its price band. */
export function listingMatchKeys({
  neighborhood,
  City,
  propertyType,
  price,
}: Pick<AlertListing, 'neighborhood' | 'City' | 'propertyType' | 'price'>): string[] {
  const band = priceBandIndex(price);
  const places = [...(neighborhood ? [neighborhoodId(neighborhood)] : []), cityKey(City), ANY];
  return places.flatMap((place) => [propertyType, ANY].map((type) => matchKey(place, type, band)));
}

/**
 * Every filter but the status: neighborhood or City, source, type, price range, bedrooms, bathrooms,
 * the drawn area, the map's view (the listings' pages; a saved search keeps none) and each keyword word.
 */
export function matchesFilters(
  listing: AlertListing,
  { filters, words }: { filters: Omit<SavedSearchFilters, 'status'> & { view?: MapView }; words: readonly string[] },
): boolean {
  const { neighborhood, city, source, propertyType, minPrice, maxPrice, bedrooms, bathrooms, area, view } = filters;
  return (
    (neighborhood === undefined || listing.neighborhood === neighborhood) &&
    (city === undefined || cityKeyOf(listing.City) === cityKeyOf(city)) &&
    (source === undefined || listing.source === source) &&
    (propertyType === undefined || listing.propertyType === propertyType) &&
    (minPrice === undefined || listing.price >= minPrice) &&
    (maxPrice === undefined || listing.price <= maxPrice) &&
    (bedrooms === undefined || listing.bedrooms >= bedrooms) &&
    (bathrooms === undefined || listing.bathrooms >= bathrooms) &&
    (area === undefined || listingInArea(listing, area)) &&
    (view === undefined ||
      (listing.Latitude !== undefined && listing.Longitude !== undefined && inMapView(view, listing.Latitude, listing.Longitude))) &&
    words.every((word) => listing.searchTerms.includes(word))
  );
}

/** Whether the search's status filter lists a listing of this status. */
export const statusFilterTakes = (filters: SavedSearchFilters, status: StandardStatus): boolean =>
  statusesOf(filters.status).includes(status);

/** Whether /properties with the search's filters lists the listing. */
export const matchesSearch = (listing: AlertListing, criteria: SearchCriteria): boolean =>
  matchesFilters(listing, criteria) && statusFilterTakes(criteria.filters, listing.status);

/** The filters as /properties' query string, in its order and encoding; the default status is left out. */
export function savedSearchQuery(filters: SavedSearchFilters): string {
  return SAVED_SEARCH_FILTER_KEYS.flatMap((key) => {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'status' && value === DEFAULT_STATUS_FILTER)) return [];
    const text = typeof value === 'object' ? formatDrawnArea(value) : String(value);
    return [`${key}=${encodeURIComponent(text).replace(/%20/g, '+')}`];
  }).join('&');
}
