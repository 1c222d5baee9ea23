import { AGENCY_TIME_ZONE } from './constants/agency';

/** SPEC §3 formatting: whole US dollars, square feet with separators, long US dates. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const thousands = new Intl.NumberFormat('en-US');
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: AGENCY_TIME_ZONE,
});

export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}

export function formatSquareFeet(squareFeet: number): string {
  return thousands.format(squareFeet);
}

/** 'November 21, 2026' in the agency's time zone; 'N/A' when missing or unreadable. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : longDate.format(date);
}
