/**
 * What a closed sale must carry to be a comparable (docs/product/valuation.md#comparables): the
 * stored listing's fields, in their names, and what the MLS's replica keeps besides (YearBuilt,
 * LotSizeAcres and the seller's consent to automated valuations, in RESO's words).
 */
import type { Property } from '../listings/listing';
import type { ListingLifecycle } from '../listings/listingLifecycle';
import { visibilityOf } from '../privateListings/listingVisibility';

export type ValuationSale = Pick<
  Property,
  | 'id'
  | 'address'
  | 'neighborhood'
  | 'propertyType'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
  | 'images'
  | 'showSoldPrice'
  | 'visibility'
  | 'Latitude'
  | 'Longitude'
  | 'mls'
> &
  Pick<ListingLifecycle, 'StandardStatus' | 'ClosePrice' | 'CloseDate'> & {
    YearBuilt?: number;
    LotSizeAcres?: number;
    /** RESO's InternetAutomatedValuationDisplayYN: false when the seller opted out of automated estimates. */
    InternetAutomatedValuationDisplayYN?: boolean;
  };

/** Whether a listing may be estimated, or shown beside an estimate: not when its seller opted out under the MLS's rules. */
export const allowsAutomatedValuation = (listing: Pick<ValuationSale, 'InternetAutomatedValuationDisplayYN'>): boolean =>
  listing.InternetAutomatedValuationDisplayYN !== false;

/**
 * Whether a sale may stand as a comparable at all: closed at a price the public may read, on a
 * public listing with a living area, and its seller did not opt out. Its date, type, size and place
 * are the selection's (comparableSelection.ts).
 */
export const isComparableSale = (sale: ValuationSale): sale is ValuationSale & { ClosePrice: number; CloseDate: string } =>
  sale.StandardStatus === 'Closed' &&
  typeof sale.ClosePrice === 'number' &&
  sale.ClosePrice > 0 &&
  typeof sale.CloseDate === 'string' &&
  sale.showSoldPrice &&
  visibilityOf(sale) === 'public' &&
  sale.squareFeet > 0 &&
  allowsAutomatedValuation(sale);
