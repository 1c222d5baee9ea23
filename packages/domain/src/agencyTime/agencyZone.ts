import { onFirstUse } from '../shared/onFirstUse';

/**
 * Cincinnati's zone: every day, hour and date the site, the dashboard and the emails show is the
 * agency's, whatever the zone of the server or the reader's browser.
 */
export const AGENCY_TIME_ZONE = 'America/New_York';

/**
 * The zone's offsets from UTC, in hours: standard and daylight time. A date needs the zone's rules
 * only in the hour between them; dateFormats.ts writes every other one without Intl, and
 * test/agencyTime/dateFormats.test.ts checks these against the zone's rules.
 */
export const AGENCY_UTC_OFFSET_HOURS = [-5, -4] as const;

/**
 * A formatter on the agency's clock (en-US), built the first time it is used (onFirstUse.ts: the
 * first Intl formatter costs a browser its locale data). The one place the zone meets Intl.
 */
export const agencyFormat = (options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>) =>
  onFirstUse(() => new Intl.DateTimeFormat('en-US', { ...options, timeZone: AGENCY_TIME_ZONE }));

/** A scheduled function's timing read on the agency's clock: 'every day 07:00' is 7:00 in Cincinnati, daylight time or not. */
export const agencySchedule = (schedule: string) => ({ schedule, timeZone: AGENCY_TIME_ZONE });
