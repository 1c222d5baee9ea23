import { onFirstUse } from '../shared/onFirstUse';
import { WEEKDAY_NAMES } from './agencyDays';
import { AGENCY_UTC_OFFSET_HOURS, agencyFormat } from './agencyZone';

/** docs/product/reference.md#formatting: long US dates in the agency's time zone, calendar days never shifted. */
const longDate = agencyFormat({ year: 'numeric', month: 'long', day: 'numeric' });
const dateAndTime = agencyFormat({ dateStyle: 'long', timeStyle: 'short' });
const showingTime = agencyFormat({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
// A calendar day names no instant: it is written in UTC, where its midnight was read.
const calendarDay = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

// The public pages' days are written by hand, as Intl's en-US formats write them
// (test/agencyTime/dateFormats.test.ts compares the two): that spares a page the first Intl
// formatter's cost (onFirstUse.ts). Intl writes only what the hand-written forms do not cover.

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

/** 'June 2026': a month of the agency's calendar ('2026-06', as agencyMonth writes it); the text itself when it is not one. */
export function formatMonth(month: string): string {
  const [, year, number] = /^(\d{4})-(\d{2})$/.exec(month) ?? [];
  const name = number === undefined ? undefined : MONTHS[Number(number) - 1];
  return name ? `${name} ${year}` : month;
}

/** An instant in the agency's time zone: 'November 21, 2026 at 3:05 PM' (a lead's arrival, a key's last use, a code's expiry). */
export function formatReceivedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateAndTime().format(date);
}

/** When a showing starts, in Cincinnati: 'Monday, May 6, 2030 at 10:00 AM'. */
export const formatShowingStart = (start: string | Date) => showingTime().format(new Date(start));

/** Midnight UTC of a calendar day 'YYYY-MM-DD', or undefined when it is not one. */
function utcMidnight(day: string): Date | undefined {
  const midnight = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(midnight.getTime()) ? midnight : undefined;
}

/**
 * A showing's 'YYYY-MM-DD' as 'May 6, 2030'. It names a calendar day, not an instant: read as
 * UTC midnight and shown in UTC, it never shifts to the day before.
 */
export function formatCalendarDay(day: string): string {
  const midnight = utcMidnight(day);
  if (!midnight) return day;
  return longDay(midnight) ?? calendarDay().format(midnight);
}

/** A 'YYYY-MM-DD' with its weekday: 'Saturday, December 5, 2026'. */
export function formatWeekdayDay(day: string): string {
  const midnight = utcMidnight(day);
  return midnight ? `${WEEKDAY_NAMES[midnight.getUTCDay()]}, ${formatCalendarDay(day)}` : day;
}

/** A 'YYYY-MM-DD' short, as a chart's axis writes it: 'Nov 18'. */
export function formatShortDay(day: string): string {
  const midnight = utcMidnight(day);
  return midnight ? `${MONTHS[midnight.getUTCMonth()]!.slice(0, 3)} ${midnight.getUTCDate()}` : day;
}

/** A 24-hour 'HH:MM' on a 12-hour clock: '13:05' is '1:05 PM'; anything else is left as it is. */
export function formatClockTime(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
