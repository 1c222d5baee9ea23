import { AGENCY_TIME_ZONE } from './constants/agency';

/** docs/product.md#formatting: whole US dollars, square feet with separators, long US dates. */
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

const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

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

/** 'November 21, 2026 at 3:05 PM', in the agency's time zone. */
export function formatReceivedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateAndTime.format(date);
}

/**
 * A showing's 'YYYY-MM-DD' as 'May 6, 2030'. It names a calendar day, not an instant: read as
 * UTC midnight and shown in UTC, it never shifts to the day before.
 */
export function formatCalendarDay(day: string): string {
  const midnight = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(midnight.getTime()) ? calendarDay.format(midnight) : day;
}
