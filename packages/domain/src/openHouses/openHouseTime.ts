import { agencyTimeOn } from '../businessHours';
import { AGENCY_TIME_ZONE } from '../constants/agency';
import { onFirstUse } from '../onFirstUse';

/** When an open house starts and ends: its day and wall-clock times read as Cincinnati time, whatever the server's (DST included). */
export function openHouseInstants(day: string, start: string, end: string): { startsAt: Date; endsAt: Date } {
  return { startsAt: agencyTimeOn(day, start), endsAt: agencyTimeOn(day, end) };
}

const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: AGENCY_TIME_ZONE }),
);
const timeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: AGENCY_TIME_ZONE }));
const wallClock = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: AGENCY_TIME_ZONE }),
);

/** 'Saturday, December 5, 2026', in Cincinnati. */
export const formatOpenHouseDay = (iso: string): string => dayFormat().format(new Date(iso));

/** '1:00 PM – 3:00 PM', in Cincinnati. */
export const formatOpenHouseHours = (startsAt: string, endsAt: string): string =>
  `${timeFormat().format(new Date(startsAt))} – ${timeFormat().format(new Date(endsAt))}`;

/** 'Saturday, December 5, 2026, 1:00 PM – 3:00 PM (Cincinnati time)': the emails' and pages' one line. */
export const formatOpenHouseWhen = (startsAt: string, endsAt: string): string =>
  `${formatOpenHouseDay(startsAt)}, ${formatOpenHouseHours(startsAt, endsAt)}`;

/** The stored instant as the dashboard's form shows it again: '13:00' in Cincinnati. */
export const agencyClockTime = (iso: string): string => wallClock().format(new Date(iso));
