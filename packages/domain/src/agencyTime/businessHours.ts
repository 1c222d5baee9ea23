import { AGENCY_LOCATION, AGENCY_TIME_ZONE } from '../constants/agency';
import { onFirstUse } from '../onFirstUse';

/** A New lead waiting longer than this (in the agency's open hours) is overdue. */
export const LEAD_RESPONSE_TARGET_BUSINESS_MINUTES = 60;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const localParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: AGENCY_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }),
);

/** The agency's wall clock at `instant`, as if it were UTC (so its date parts read directly). */
export function agencyWallClock(instant: number): number {
  const parts = Object.fromEntries(
    localParts()
      .formatToParts(new Date(instant))
      .map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/** The instant the agency's wall clock reads `wall` (a wall time written as UTC); DST-correct either side of a change. */
export function agencyInstant(wall: number): number {
  const guess = wall - (agencyWallClock(wall) - wall);
  // Near a daylight-saving change the first guess can be an hour out; one correction settles it.
  return guess - (agencyWallClock(guess) - wall);
}

/** When the agency opens and closes on the local day starting at `dayStart` (wall time), if it opens. */
function openingOn(dayStart: number): [number, number] | undefined {
  const weekday = WEEKDAYS[new Date(dayStart).getUTCDay()]!;
  const hours = AGENCY_LOCATION.openingHours.find(({ days }) => (days as readonly string[]).includes(weekday));
  if (!hours) return undefined;
  const at = (time: string) => {
    const [hour, minute] = time.split(':').map(Number);
    return agencyInstant(dayStart + (hour! * 60 + minute!) * 60_000);
  };
  return [at(hours.opens), at(hours.closes)];
}

/**
 * The minutes between two instants that fall in the agency's open hours (the footer's hours, docs/product/site.md#shell:
 * Mon-Fri 9-6, Sat 10-4, Cincinnati time). Counting stops at `cap` minutes, which bounds the
 * work for old leads.
 */
export function businessMinutesBetween(start: Date, end: Date, cap = Number.POSITIVE_INFINITY): number {
  let minutes = 0;
  const from = start.getTime();
  const to = end.getTime();
  const firstWall = agencyWallClock(from);
  for (let dayStart = firstWall - (firstWall % DAY_MS); minutes < cap; dayStart += DAY_MS) {
    const opening = openingOn(dayStart);
    if (opening) {
      const [opens, closes] = opening;
      if (opens >= to) break;
      minutes += Math.max(0, Math.min(closes, to) - Math.max(opens, from)) / 60_000;
    } else if (agencyInstant(dayStart) >= to) break;
  }
  return Math.min(Math.floor(minutes), cap);
}

/** A New lead nobody has answered within the target, counted in open hours. */
export function isOverdueLead(lead: { status: string; createdAt: string }, now = new Date()): boolean {
  return (
    lead.status === 'New' &&
    businessMinutesBetween(new Date(lead.createdAt), now, LEAD_RESPONSE_TARGET_BUSINESS_MINUTES + 1) > LEAD_RESPONSE_TARGET_BUSINESS_MINUTES
  );
}

/**
 * The instant Cincinnati's wall clock reads `time` ('14:30') on `day` ('2026-12-05'), DST
 * included: what an open house's date and times, typed in the agency's time, are stored as.
 */
export function agencyTimeOn(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(agencyInstant(Date.UTC(year!, month! - 1, date!, hour!, minute!)));
}
