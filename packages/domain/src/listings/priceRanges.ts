/** docs/product/reference.md#numbers: price ranges; the option value is 'min-max' in dollars and is split on the dash. */
export interface PriceRange {
  value: string;
  label: string;
}

export const ANY_PRICE = 'Any Price';

export const PRICE_RANGES: readonly PriceRange[] = [
  { value: '250000-500000', label: '$250K - $500K' },
  { value: '500000-750000', label: '$500K - $750K' },
  { value: '750000-1000000', label: '$750K - $1M' },
  { value: '1000000-2000000', label: '$1M - $2M' },
  { value: '2000000-999999999', label: '$2M+' },
];

export const PRICE_RANGE_OPTIONS: readonly PriceRange[] = [{ value: ANY_PRICE, label: ANY_PRICE }, ...PRICE_RANGES];

/** '750000-1500000' -> { minPrice: 750000, maxPrice: 1500000 }; the default or a malformed value -> {}. */
export function parsePriceRange(value: string): { minPrice?: number; maxPrice?: number } {
  const match = /^(\d+)-(\d+)$/.exec(value);
  if (!match) return {};
  return { minPrice: Number(match[1]), maxPrice: Number(match[2]) };
}
