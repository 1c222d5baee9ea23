import { NEIGHBORHOOD_NAMES, type NeighborhoodName, type Property } from '@estate/domain';
import { median } from '../median';

/** How many of a neighborhood's newest listings the report links to. */
export const NEWEST_LISTINGS_SHOWN = 3;

export interface MarketFigures {
  listings: number;
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

function figures(listings: Property[]): MarketFigures {
  const prices = listings.map((listing) => listing.price);
  return {
    listings: listings.length,
    medianPrice: median(prices) ?? 0,
    lowestPrice: Math.min(...prices),
    highestPrice: Math.max(...prices),
    // Listings without a floor area have no price per square foot.
    medianPricePerSquareFoot:
      median(listings.filter((listing) => listing.squareFeet > 0).map((listing) => listing.price / listing.squareFeet)) ?? 0,
  };
}

/**
 * The 'Cincinnati Market Report' the popup promises, from the listings on the site when the lead
 * arrives: per neighborhood the listings, the median and range of price, the median price per
 * square foot and the newest listings; the same figures for the whole city. Undefined when there
 * is no listing at all.
 */
export function marketReport(listings: Property[]): MarketReport | undefined {
  if (listings.length === 0) return undefined;
  const neighborhoods = NEIGHBORHOOD_NAMES.flatMap((neighborhood) => {
    const here = listings.filter((listing) => listing.neighborhood === neighborhood);
    if (here.length === 0) return [];
    const newest = [...here].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, NEWEST_LISTINGS_SHOWN);
    return [{ neighborhood, ...figures(here), newest }];
  });
  return { city: figures(listings), neighborhoods };
}
