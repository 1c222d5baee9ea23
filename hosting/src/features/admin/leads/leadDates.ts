import { AGENCY_TIME_ZONE } from '@estate/domain';

const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

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
