import { onFirstUse } from './onFirstUse';

/** docs/product/reference.md#formatting: whole US dollars, square feet with separators (dates: agencyTime/dateFormats.ts). */
const usd = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
);
const thousands = onFirstUse(() => new Intl.NumberFormat('en-US'));

// The public pages' prices and areas are written by hand, as Intl's en-US formats write
// them (test/format.test.ts compares the two): that spares a page the first Intl formatter's cost
// (onFirstUse.ts). Intl writes only what the hand-written forms do not cover.

/** '1,250,000' for a whole number from 0 up; undefined for anything else. */
function groupedWhole(value: number): string | undefined {
  return Number.isSafeInteger(value) && value >= 0 ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : undefined;
}

export function formatPrice(dollars: number): string {
  const grouped = dollars >= 0 ? groupedWhole(Math.round(dollars)) : undefined;
  return grouped === undefined ? usd().format(dollars) : `$${grouped}`;
}

/** '20,000': a count or an area with en-US separators. */
export function formatNumber(value: number): string {
  return groupedWhole(value) ?? thousands().format(value);
}

export const formatSquareFeet = formatNumber;
