import { agencyInstant, agencyWallClock, wallMidnight } from './wallClock';

/** The days of the week as Date's getUTCDay numbers them (Sunday first). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day ('YYYY-MM-DD') in Cincinnati at `now`: the default day of a move or a price change, and a post's published day. */
export function agencyToday(now: Date = new Date()): string {
  return new Date(agencyWallClock(now.getTime())).toISOString().slice(0, 10);
}

/** The month ('YYYY-MM') in Cincinnati at `now`: the homeowner report's month, one a lead. */
export const agencyMonth = (now: Date = new Date()): string => agencyToday(now).slice(0, 7);

/** The day of the week in Cincinnati at `now`, as getUTCDay numbers it (0 is Sunday). */
export function agencyWeekday(now: Date = new Date()): number {
  return new Date(agencyWallClock(now.getTime())).getUTCDay();
}

/** The instants a Cincinnati calendar day begins and ends (23 or 25 hours on the days the clocks change). */
export function agencyDayBounds(day: string): { start: Date; end: Date } | undefined {
  const midnight = wallMidnight(day);
  return midnight === undefined ? undefined : { start: new Date(agencyInstant(midnight)), end: new Date(agencyInstant(midnight + DAY_MS)) };
}
