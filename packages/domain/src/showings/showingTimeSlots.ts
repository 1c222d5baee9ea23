/** docs/product/reference.md#numbers: showings are hourly from 9:00 AM through 5:00 PM, never on Sundays, never in the past. */
export const SHOWING_TIME_SLOTS = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
] as const;

const SUNDAY = 0;

/** True when a showing may be booked on this calendar day (compared in local time). */
export function isBookableShowingDay(day: Date, today: Date = new Date()): boolean {
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return day.getDay() !== SUNDAY && day.getTime() >= startOfToday.getTime();
}

/** The API's 400 to a showing request for a home that is not open for showings (docs/product/site.md#listing-lifecycle). */
export const SHOWING_NOT_OPEN_MESSAGE = 'This home is not open for showings yet: ask an agent about it instead';
