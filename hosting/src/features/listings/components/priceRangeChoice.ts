import { ANY_PRICE, formatCompactPrice, PRICE_RANGE_OPTIONS, type PriceRange } from '@estate/domain';
import type { ListingFilters } from './propertyFilterParams';

type PriceFilter = Pick<ListingFilters, 'minPrice' | 'maxPrice'>;

/** The Price Range select's value for the URL's prices: 'min-max' like the options, either side may be empty. */
export function priceRangeValue({ minPrice, maxPrice }: PriceFilter): string {
  if (minPrice === undefined && maxPrice === undefined) return ANY_PRICE;
  return `${minPrice ?? ''}-${maxPrice ?? ''}`;
}

/** '$750K - $1.5M', '$750K+' or 'Up to $1.5M'. */
function customLabel({ minPrice, maxPrice }: PriceFilter): string {
  if (maxPrice === undefined) return `${formatCompactPrice(minPrice ?? 0)}+`;
  if (minPrice === undefined) return `Up to ${formatCompactPrice(maxPrice)}`;
  return `${formatCompactPrice(minPrice)} - ${formatCompactPrice(maxPrice)}`;
}

/**
 * The price options (docs/product/reference.md#numbers), plus the URL's range when it is none of them (a popular search
 * sends 750000-1500000), so the select always shows the range the listing is filtered by.
 */
export function priceRangeOptions(prices: PriceFilter): readonly PriceRange[] {
  const value = priceRangeValue(prices);
  if (PRICE_RANGE_OPTIONS.some((option) => option.value === value)) return PRICE_RANGE_OPTIONS;
  return [...PRICE_RANGE_OPTIONS, { value, label: customLabel(prices) }];
}
