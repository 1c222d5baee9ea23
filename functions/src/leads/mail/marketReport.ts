import { NEIGHBORHOOD_NAMES, type NeighborhoodName, type Property } from '@estate/domain';
import { roundedMedian } from '../median';

/** How many of a neighborhood's newest listings the report links to. */
export const NEWEST_LISTINGS_SHOWN = 3;

export interface MarketFigures {
  /** Listings for sale. */
  listings: number;
  /** Sales of the past 12 months. */
  sales: number;
  /** What the prices below are of: the sales' close prices where any is public, else the list prices. */
  basis: 'sold' | 'listed';
  medianPrice: number;
  lowestPrice: number;
  highestPrice: number;
  /** Dollars, whole. */
  medianPricePerSquareFoot: number;
}

export interface NeighborhoodMarket extends MarketFigures {
  neighborhood: NeighborhoodName;
  newest: Property[];
}

export interface MarketReport {
  city: MarketFigures;
  /** Neighborhoods with at least one listing, in the site's order of neighborhoods. */
  neighborhoods: NeighborhoodMarket[];
}

/** A listing's price on the report's basis: what it sold for, or what it is listed at. */
const soldPrice = (listing: Property) => listing.ClosePrice ?? listing.price;

function figures(listings: Property[], sold: Property[]): MarketFigures {
  const pricedSales = sold.filter((sale) => sale.ClosePrice !== undefined);
  const basis = pricedSales.length > 0 ? 'sold' : 'listed';
  const priced = basis === 'sold' ? pricedSales : listings;
  const prices = priced.map(soldPrice);
  return {
    listings: listings.length,
    sales: sold.length,
    basis,
    medianPrice: roundedMedian(prices) ?? 0,
    lowestPrice: prices.length > 0 ? Math.min(...prices) : 0,
    highestPrice: prices.length > 0 ? Math.max(...prices) : 0,
    // Listings without a floor area have no price per square foot.
    medianPricePerSquareFoot:
      roundedMedian(priced.filter((listing) => listing.squareFeet > 0).map((listing) => soldPrice(listing) / listing.squareFeet)) ?? 0,
  };
}

/**
 * The 'Cincinnati Market Report' the popup promises, from the site when the lead arrives: per
 * neighborhood the listings for sale, the sales of the past 12 months, the median and range of
 * price and the median price per square foot (of the sales where a sale price is public, else of
 * the list prices), and the newest listings; the same figures for the whole city. `sold` are the
 * public views of the sales (a withheld price is absent). Undefined when there is neither.
 */
export function marketReport(listings: Property[], sold: Property[]): MarketReport | undefined {
  if (listings.length === 0 && sold.length === 0) return undefined;
  const neighborhoods = NEIGHBORHOOD_NAMES.flatMap((neighborhood) => {
    const here = listings.filter((listing) => listing.neighborhood === neighborhood);
    const soldHere = sold.filter((sale) => sale.neighborhood === neighborhood);
    if (here.length === 0 && soldHere.length === 0) return [];
    const newest = [...here].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, NEWEST_LISTINGS_SHOWN);
    return [{ neighborhood, ...figures(here, soldHere), newest }];
  });
  return { city: figures(listings, sold), neighborhoods };
}
