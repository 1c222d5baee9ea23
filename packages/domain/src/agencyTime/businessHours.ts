import { AGENCY_LOCATION } from '../shared/agency';
import { WEEKDAY_NAMES } from './agencyDays';
import { agencyInstant, agencyWallClock } from './wallClock';

/** A New lead waiting longer than this (in the agency's open hours) is overdue. */
export const LEAD_RESPONSE_TARGET_BUSINESS_MINUTES = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the agency opens and closes on the local day starting at `dayStart` (wall time), if it opens. */
function openingOn(dayStart: number): [number, number] | undefined {
  const weekday = WEEKDAY_NAMES[new Date(dayStart).getUTCDay()]!;
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
