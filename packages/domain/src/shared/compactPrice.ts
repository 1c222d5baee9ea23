import { onFirstUse } from './onFirstUse';

// Apart from format.ts, which every page loads: only the listing's Price Range and its map write
// compact prices, and by Intl (its few bytes beat a hand-written form in the listing's first load).
const compactUsd = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumSignificantDigits: 3 }),
);

/** '$1.25M', '$850K': a price in three significant digits, as the map's pins and the Price Range's own ranges show it. */
export const formatCompactPrice = (dollars: number): string => compactUsd().format(dollars);
