import type { IsoDate } from '../listings/listingLifecycle';
import { agencyToday } from './agencyDays';
import { formatClockTime, formatWeekdayDay } from './dateFormats';
import { agencyTimeOn, agencyWallClock } from './wallClock';

/** When an open house starts and ends: its day and wall-clock times read as Cincinnati time, whatever the server's (DST included). */
export function openHouseInstants(day: string, start: string, end: string): { startsAt: Date; endsAt: Date } {
  return { startsAt: agencyTimeOn(day, start), endsAt: agencyTimeOn(day, end) };
}

/**
 * An open house's day and hours on Cincinnati's clocks ('2026-12-05', '13:00', '15:00'). The
 * server reads them from the instants with the zone's rules, and a page writes them by hand: the
 * browser's first Intl formatter would cost a slow phone a quarter of a second (onFirstUse.ts).
 */
export interface AgencyClock {
  day: IsoDate;
  start: string;
  end: string;
}

/** The stored instant as the dashboard's form shows it again: '13:00' in Cincinnati. */
export const agencyClockTime = (iso: string): string => new Date(agencyWallClock(Date.parse(iso))).toISOString().slice(11, 16);

export const agencyClockOf = (startsAt: string, endsAt: string): AgencyClock => ({
  day: agencyToday(new Date(startsAt)),
  start: agencyClockTime(startsAt),
  end: agencyClockTime(endsAt),
});

/** 'Saturday, December 5, 2026'. */
export const formatOpenHouseDay = (clock: AgencyClock): string => formatWeekdayDay(clock.day);

/** '1:00 PM – 3:00 PM'. */
export const formatOpenHouseHours = (clock: AgencyClock): string => `${formatClockTime(clock.start)} – ${formatClockTime(clock.end)}`;

/** 'Saturday, December 5, 2026, 1:00 PM – 3:00 PM': the emails' and pages' one line, in Cincinnati time. */
export const formatOpenHouseClock = (clock: AgencyClock): string => `${formatOpenHouseDay(clock)}, ${formatOpenHouseHours(clock)}`;

/** The one line of a stored open house, from its instants. */
export const formatOpenHouseWhen = (startsAt: string, endsAt: string): string => formatOpenHouseClock(agencyClockOf(startsAt, endsAt));
