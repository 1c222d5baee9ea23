import { SITE_HEALTH_WINDOWS_DAYS } from '@estate/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `ms`, YYYY-MM-DD: the reports' unit of storage. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The `count` days that end with the day of `ms`, newest first. */
export const lastDays = (count: number, ms: number) => Array.from({ length: count }, (_, back) => dayOf(ms - back * DAY_MS));

/** The first day of the `days` days that end with the day of `ms`. */
export const firstDayOf = (days: number, ms: number) => dayOf(ms - (days - 1) * DAY_MS);

/**
 * When a day's reports expire (their TTL field): three days after the longest window has moved past
 * them, a margin for clocks and for TTL deletion, which runs within about a day.
 */
export const keptUntil = (day: string) => Date.parse(day) + (Math.max(...SITE_HEALTH_WINDOWS_DAYS) + 3) * DAY_MS;
