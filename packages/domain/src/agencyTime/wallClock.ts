import { agencyFormat } from './agencyZone';

// A wall time is what Cincinnati's clocks read, written as if it were a UTC instant (so its
// date parts read directly with getUTC…): the instants and the wall times convert here, DST
// included, whatever the zone of the machine running the code.

const wallParts = agencyFormat({ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });

/** The agency's wall clock at `instant` (to the minute). */
export function agencyWallClock(instant: number): number {
  const parts = Object.fromEntries(
    wallParts()
      .formatToParts(new Date(instant))
      .map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/** The instant the agency's wall clock reads `wall`; DST-correct either side of a change. */
export function agencyInstant(wall: number): number {
  const guess = wall - (agencyWallClock(wall) - wall);
  // Near a daylight-saving change the first guess can be an hour out; one correction settles it.
  return guess - (agencyWallClock(guess) - wall);
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

/** Midnight of a calendar day 'YYYY-MM-DD' as a wall time, or undefined when it is not one (not 2030-02-30). */
export function wallMidnight(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== day ? undefined : midnight;
}

/** A Cincinnati wall time 'YYYY-MM-DDTHH:mm' (a datetime-local input's value, whatever the browser's zone) as its instant. */
export function agencyLocalInstant(value: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  const midnight = match ? wallMidnight(match[1]!) : undefined;
  return match && midnight !== undefined
    ? new Date(agencyInstant(midnight + (Number(match[2]) * 60 + Number(match[3])) * 60_000))
    : undefined;
}
