import type { NeighborhoodName } from '../shared/neighborhoods';
import type { ListingVisibility } from '../privateListings/listingVisibility';
import type { ListingLifecycle, ListingStatusFilter, StaffStatusFilter } from './listingLifecycle';
import type { PropertyType } from './propertyTypes';
import type { ListingSource } from './listingSource';
import type { MlsAttribution } from '../mls/mlsAttribution';
import type { DrawnArea } from '../geo/drawnArea';
import type { MapView } from './listingMap';

/**
 * A listing as it travels over the API (docs/product/reference.md#entities; dates as ISO 8601 strings; Firestore
 * adapters convert Timestamps at the edge, so nothing else sees them): what the form edits, and its life in RESO's
 * words (listingLifecycle.ts); `price` is ListPrice.
 */
export interface Property extends ListingLifecycle {
  id: string;
  title: string;
  address: string;
  /** One of the agency's neighbourhoods; an MLS listing outside them has none (its City says where it is). */
  neighborhood?: NeighborhoodName;
  /** RESO's City: Cincinnati for its neighbourhoods, the municipality elsewhere. */
  City: string;
  price: number;
  /** Image URLs; the first one is the card image. */
  images: string[];
  /** What each photo shows, by its place in `images` (missing or empty: the pages describe it by the listing's title). */
  imageAlts?: string[];
  bedrooms: number;
  /** Half steps allowed (2.5 baths). */
  bathrooms: number;
  squareFeet: number;
  description: string;
  propertyType: PropertyType;
  isFeatured: boolean;
  isNewListing: boolean;
  createdAt: string;
  /** Whether the close price is public ("Sold for $X"); on unless the seller asked otherwise. */
  showSoldPrice: boolean;
  /** Computed when read (daysOnMarket). */
  DaysOnMarket: number;
  /** When the listing last changed, ISO 8601. */
  ModificationTimestamp: string;
  /** Who may see it (docs/product/private-collection.md#private-collection); absent on listings stored before: public. */
  visibility?: ListingVisibility;
  /** RESO's ListAgentKey: the staff uid of the listing's agent, who answers its access requests. */
  ListAgentKey?: string;
  /** The staff uid of who shows the home (docs/product/showings.md#showings); absent: the listing agent. */
  ShowingAgentKey?: string;
  /**
   * RESO's Latitude/Longitude, in degrees (docs/product/dashboard.md#properties-tab): set by staff on
   * the agency's listings (required to go Active), brought by the MLS on its own (a withheld address
   * at its neighbourhood's centre); absent on listings stored before, and on MLS listings without.
   */
  Latitude?: number;
  Longitude?: number;
  /** On an MLS listing only: its source and what the MLS's rules make it show (docs/product/mls.md#display). */
  mls?: MlsAttribution;
  /** RESO's YearBuilt and LotSizeAcres, as an MLS brings them (docs/product/valuation.md#comparables); the agency's listings state neither. */
  YearBuilt?: number;
  LotSizeAcres?: number;
  /** RESO's InternetAutomatedValuationDisplayYN: false when the seller opted out of automated estimates under the MLS's rules. */
  InternetAutomatedValuationDisplayYN?: boolean;
}

export interface PropertyFilter {
  search?: string;
  /** Which statuses: for sale (the default), under contract / pending, sold; admins also off-market and all. */
  status?: ListingStatusFilter | StaffStatusFilter;
  neighborhood?: NeighborhoodName;
  /** A City (an MLS listing's municipality, or Cincinnati): another way to say where, instead of a neighbourhood. */
  city?: string;
  propertyType?: PropertyType;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  bathrooms?: number;
  /** The agency's listings only, or the MLS's only; both when absent. */
  source?: ListingSource;
  /** Only the listings whose position lies in this area (listingInArea); in the URL as `area` (drawnAreaParam.ts). */
  area?: DrawnArea;
  /** Only the listings in the map's view; in the URL as `view` (listingMap.ts). */
  view?: MapView;
}
