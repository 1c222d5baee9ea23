import { AGENCY_TIME_ZONE, AGENCY_UTC_OFFSET_HOURS } from './agency';
import { onFirstUse } from './onFirstUse';

/** docs/product/reference.md#formatting: whole US dollars, square feet with separators, long US dates. */
const usd = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
);
const thousands = onFirstUse(() => new Intl.NumberFormat('en-US'));
const longDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: AGENCY_TIME_ZONE }),
);
const dateAndTime = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE }),
);
const calendarDay = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

// The public pages' prices, areas and days are written by hand, as Intl's en-US formats write
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

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const HOUR_MS = 60 * 60 * 1000;

/** 'May 6, 2030': the UTC calendar day of `date`, for years of four digits; undefined for others. */
function longDay(date: Date): string | undefined {
  const year = date.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}` : undefined;
}

/** 'November 21, 2026' in the agency's time zone; 'N/A' when missing or unreadable. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  // The same day at each of the zone's offsets is the day there, whichever applies.
  const [day, ...others] = AGENCY_UTC_OFFSET_HOURS.map((hours) => longDay(new Date(date.getTime() + hours * HOUR_MS)));
  return day !== undefined && others.every((other) => other === day) ? day : longDate().format(date);
}

/** 'November 21, 2026 at 3:05 PM', in the agency's time zone. */
export function formatReceivedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateAndTime().format(date);
}

/**
 * A showing's 'YYYY-MM-DD' as 'May 6, 2030'. It names a calendar day, not an instant: read as
 * UTC midnight and shown in UTC, it never shifts to the day before.
 */
export function formatCalendarDay(day: string): string {
  const midnight = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(midnight.getTime())) return day;
  return longDay(midnight) ?? calendarDay().format(midnight);
}

/** A 'YYYY-MM-DD' with its weekday: 'Saturday, December 5, 2026'. */
export function formatWeekdayDay(day: string): string {
  const midnight = new Date(`${day}T00:00:00Z`);
  const written = formatCalendarDay(day);
  return written === day ? day : `${WEEKDAYS[midnight.getUTCDay()]}, ${written}`;
}

/** A 24-hour 'HH:MM' on a 12-hour clock: '13:05' is '1:05 PM'; anything else is left as it is. */
export function formatClockTime(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
