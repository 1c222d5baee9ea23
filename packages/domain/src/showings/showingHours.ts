/**
 * docs/product/showings.md#showings: when a staff member takes showings. Weekly hours are wall-clock times in
 * Cincinnati (a Tuesday 10:00 AM is 10:00 there in January and in July); blocked times are instants.
 */

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** One opening of a day, 'HH:mm' to 'HH:mm' (24-hour, Cincinnati time); a showing must fit inside it whole. */
export interface TimeSpan {
  from: string;
  to: string;
}

export type WeeklyHours = Record<Weekday, TimeSpan[]>;

/** How long a showing lasts: the calendar events and the slot checks use the same hour. */
export const SHOWING_MINUTES = 60;

/** Spans a day may have (a morning and an afternoon, and a little room besides). */
export const MAX_SPANS_PER_DAY = 4;

/** Blocked times one member may keep at once (past ones are dropped when a new one is added). */
export const MAX_BLOCKED_TIMES = 100;

const WORKDAY: readonly TimeSpan[] = [{ from: '09:00', to: '18:00' }];

/**
 * Until a member saves their own hours: today's rule of the showing form (docs/product/reference.md#numbers),
 * Monday to Saturday, the nine slots 9:00 AM to 5:00 PM, each an hour long.
 */
export const DEFAULT_SHOWING_HOURS: WeeklyHours = {
  sunday: [],
  monday: [...WORKDAY],
  tuesday: [...WORKDAY],
  wednesday: [...WORKDAY],
  thursday: [...WORKDAY],
  friday: [...WORKDAY],
  saturday: [...WORKDAY],
};

/** A time the member is away (a vacation, a closing across town), from `start` to `end` (ISO 8601 instants). */
export interface BlockedTime {
  id: string;
  start: string;
  end: string;
  note?: string;
}

/** A member's showing availability as the dashboard edits it and the slot lookup reads it. */
export interface ShowingAvailability {
  hours: WeeklyHours;
  blocked: BlockedTime[];
  /** False until the member saves hours of their own: DEFAULT_SHOWING_HOURS apply. */
  customHours: boolean;
}

/** 'HH:mm' as minutes after midnight. */
export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** Does a showing starting `start` minutes after midnight fit inside the opening whole? */
export const fitsOpening = (span: TimeSpan, start: number): boolean =>
  minutesOf(span.from) <= start && start + SHOWING_MINUTES <= minutesOf(span.to);
