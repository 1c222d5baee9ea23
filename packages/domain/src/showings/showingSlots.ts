import { agencyInstant, agencyWallClock, wallMidnight } from '../agencyTime/wallClock';
import { SHOWING_TIME_SLOTS } from './showingTimeSlots';
import { fitsOpening, SHOWING_MINUTES, WEEKDAYS, type BlockedTime, type WeeklyHours } from './showingHours';

/** docs/product/showings.md#showings: which of the form's nine slots the listing's agent can take on a day, and why not. */

export type ShowingTimeSlot = (typeof SHOWING_TIME_SLOTS)[number];

/** Why a slot cannot be booked. */
export const SLOT_UNAVAILABILITIES = ['booked', 'outside_hours', 'away', 'past'] as const;
export type SlotUnavailability = (typeof SLOT_UNAVAILABILITIES)[number];

/** What screen readers hear after the slot's time ('10:00 AM, unavailable: already booked'); sighted visitors see the option greyed. */
export const SLOT_UNAVAILABLE_LABELS: Readonly<Record<SlotUnavailability, string>> = {
  booked: 'unavailable: already booked',
  outside_hours: "unavailable: outside the agent's showing hours",
  away: 'unavailable: the agent is away',
  past: 'unavailable: this time has passed',
};

/** The API's answer when a request names such a slot (400; 'booked' is a 409). */
export const SLOT_REFUSALS: Readonly<Record<SlotUnavailability, string>> = {
  booked: 'This time is already booked. Please choose another.',
  outside_hours: "This time is outside the agent's showing hours. Please choose another.",
  away: 'The agent is away at this time. Please choose another.',
  past: 'This time has already passed. Please choose another.',
};

/** The slot was free when the visitor chose it, and another booking took it first (409). */
export const SLOT_JUST_TAKEN = 'This time was just taken. Please choose another.';

/** One slot of GET /api/showings/slots. */
export interface ShowingSlot {
  time: ShowingTimeSlot;
  /** ISO 8601 instant the showing would start. */
  start: string;
  available: boolean;
  reason?: SlotUnavailability;
}

export interface ShowingSlotsAnswer {
  propertyId: string;
  date: string;
  slots: ShowingSlot[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SLOT_MS = SHOWING_MINUTES * 60_000;

/** '10:00 AM' as minutes after midnight. */
export function slotMinutes(slot: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot);
  if (!match) return undefined;
  const hour = Number(match[1]) % 12;
  return (match[3] === 'PM' ? hour + 12 : hour) * 60 + Number(match[2]);
}

/** The instant a showing on `day` at `slot` starts, read in Cincinnati whatever the reader's zone (DST-correct). */
export function slotStart(day: string, slot: string): Date | undefined {
  const midnight = wallMidnight(day);
  const minutes = slotMinutes(slot);
  return midnight === undefined || minutes === undefined ? undefined : new Date(agencyInstant(midnight + minutes * 60_000));
}

/** The Cincinnati day and slot of an instant ('2030-05-06', '10:00 AM'): the inverse of slotStart, for the forms and emails. */
export function slotOf(start: Date): { date: string; time: string } {
  const wall = new Date(agencyWallClock(start.getTime()));
  const hour = wall.getUTCHours();
  const time = `${hour % 12 === 0 ? 12 : hour % 12}:${String(wall.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return { date: wall.toISOString().slice(0, 10), time };
}

/** Does a showing starting at `start` fit the weekly hours (in Cincinnati wall time) whole? */
export function withinHours(start: Date, hours: WeeklyHours): boolean {
  const wall = agencyWallClock(start.getTime());
  const weekday = WEEKDAYS[new Date(wall).getUTCDay()]!;
  const minutes = Math.floor((wall % DAY_MS) / 60_000);
  return hours[weekday].some((span) => fitsOpening(span, minutes));
}

/** Does a showing starting at `start` overlap a blocked time? */
export const overlapsBlocked = (start: Date, blocked: readonly BlockedTime[]): boolean =>
  blocked.some((away) => Date.parse(away.start) < start.getTime() + SLOT_MS && start.getTime() < Date.parse(away.end));

/**
 * Why the agent cannot take a showing at `start`, undefined when they can (whether another
 * booking holds it is the caller's: the slot documents). Past first, then hours, then time away.
 */
export function slotProblem(
  start: Date,
  availability: { hours: WeeklyHours; blocked: readonly BlockedTime[] },
  now: Date,
): Exclude<SlotUnavailability, 'booked'> | undefined {
  if (start.getTime() <= now.getTime()) return 'past';
  if (!withinHours(start, availability.hours)) return 'outside_hours';
  if (overlapsBlocked(start, availability.blocked)) return 'away';
  return undefined;
}

/** The nine slots of `day`, each free or with its reason; `booked` holds the start instants (ms) other bookings hold. */
export function daySlots(
  day: string,
  availability: { hours: WeeklyHours; blocked: readonly BlockedTime[] },
  booked: ReadonlySet<number>,
  now: Date,
): ShowingSlot[] {
  return SHOWING_TIME_SLOTS.flatMap((time) => {
    const start = slotStart(day, time);
    if (!start) return [];
    const problem = slotProblem(start, availability, now);
    const reason = problem !== 'past' && booked.has(start.getTime()) ? 'booked' : problem;
    return [{ time, start: start.toISOString(), available: reason === undefined, ...(reason ? { reason } : {}) }];
  });
}

/** What the time select says about the day's slots (docs/product/showings.md#schedule-a-showing), announced politely. */
export const SLOT_NOTES = {
  checking: 'Checking which times are free...',
  unknown: 'We could not check which times are free: we will confirm your time by email.',
  none: 'No time is free on this day: please choose another day.',
  greyed: 'Times shown greyed out are taken or outside the agent’s showing hours.',
} as const;
