import {
  fitsOpening,
  formatClockTime,
  SHOWING_TIME_SLOTS,
  slotMinutes,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type TimeSpan,
  type Weekday,
  type WeeklyHours,
} from '@estate/domain';

/** Monday first, as a week reads in the dashboard. */
export const DASHBOARD_WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** Days in a row that open the same way. */
interface Run {
  days: Weekday[];
  spans: TimeSpan[];
}

const byStart = (spans: readonly TimeSpan[]) => [...spans].sort((a, b) => a.from.localeCompare(b.from));
const sameSpans = (a: readonly TimeSpan[], b: readonly TimeSpan[]) =>
  a.length === b.length && a.every((span, index) => span.from === b[index]!.from && span.to === b[index]!.to);

/** '09:00' as '9:00 AM'; an opening may close at '24:00', midnight. */
const clock = (time: string) => (time === '24:00' ? 'midnight' : formatClockTime(time));

/** The last of the showing form's slots that fits one of the openings whole, if any does. */
const lastShowing = (spans: readonly TimeSpan[]) =>
  SHOWING_TIME_SLOTS.filter((slot) => spans.some((span) => fitsOpening(span, slotMinutes(slot)!))).at(-1);

const lastShowingText = (slot: string | undefined) => (slot ? `the last showing starts at ${slot}` : 'too short for a showing');

function runsOf(hours: WeeklyHours): Run[] {
  const runs: Run[] = [];
  for (const day of DASHBOARD_WEEK) {
    const spans = byStart(hours[day]);
    const previous = runs.at(-1);
    const follows = previous && DASHBOARD_WEEK.indexOf(previous.days.at(-1)!) === DASHBOARD_WEEK.indexOf(day) - 1;
    if (spans.length === 0) continue;
    if (previous && follows && sameSpans(previous.spans, spans)) previous.days.push(day);
    else runs.push({ days: [day], spans });
  }
  return runs;
}

const daysText = (days: readonly Weekday[]) => {
  const [first, ...rest] = days.map((day) => WEEKDAY_LABELS[day]);
  if (rest.length === 0) return first!;
  return `${first} ${rest.length === 1 ? 'and' : 'to'} ${rest.at(-1)}`;
};

/**
 * Weekly showing hours as staff read them, from the same values as the editor's fields (docs/product/dashboard.md#showings-tab):
 * 'Monday to Saturday, 9:00 AM to 6:00 PM; the last showing starts at 5:00 PM'. Each run of days
 * that open alike is named once; the last showing is said once when every day ends alike.
 */
export function showingHoursRule(hours: WeeklyHours): string {
  const runs = runsOf(hours);
  if (runs.length === 0) return 'no showings on any day';
  const lasts = runs.map((run) => lastShowing(run.spans));
  const endAlike = lasts.every((last) => last === lasts[0]);
  const parts = runs.map((run, index) => {
    const openings = run.spans.map((span) => `${clock(span.from)} to ${clock(span.to)}`).join(' and ');
    return `${daysText(run.days)}, ${openings}${endAlike ? '' : ` (${lastShowingText(lasts[index])})`}`;
  });
  return `${parts.join('; ')}${endAlike ? `; ${lastShowingText(lasts[0])}` : ''}`;
}
