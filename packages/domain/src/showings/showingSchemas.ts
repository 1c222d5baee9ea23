/** docs/product/showings.md#showings: the showing calls' bodies and queries, for the dashboard's forms and the API alike. */
import { array, mixed, object, string, type InferType } from 'yup';
import { SHOWING_TIME_SLOTS } from './showingTimeSlots';
import { atMost, TEXT_LIMITS } from '../shared/textLimits';
import { trimmedString } from '../shared/fields';
import { SHOWING_TEXTS } from './showingBooking';
import { MAX_SPANS_PER_DAY, minutesOf, WEEKDAYS, type TimeSpan, type Weekday } from './showingHours';
import type { ShowingTimeSlot } from './showingSlots';

/** A note (a blocked time's, a decline's) is bounded as a staff note on a lead is: TEXT_LIMITS.note. */
const note = () =>
  trimmedString()
    .optional()
    .max(...atMost('note', 'Note'));

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const TIME_MESSAGE = 'Times must be written as HH:mm, from 00:00 to 24:00';

const spanSchema = object({
  from: string().required(TIME_MESSAGE).matches(TIME, TIME_MESSAGE),
  to: string().required(TIME_MESSAGE).matches(TIME, TIME_MESSAGE),
})
  .noUnknown('An opening has only from and to')
  .test(
    'ordered',
    'Each opening must end after it starts',
    // Badly written times are told apart by their own message.
    (span) => !TIME.test(span.from ?? '') || !TIME.test(span.to ?? '') || minutesOf(span.from) < minutesOf(span.to),
  );

const overlapFree = (spans: readonly TimeSpan[] | undefined) => {
  const sorted = [...(spans ?? [])].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
  return sorted.every((span, index) => index === 0 || minutesOf(sorted[index - 1]!.to) <= minutesOf(span.from));
};

const daySchema = (label: string) =>
  array(spanSchema)
    .typeError(`${label}'s openings must be a list`)
    .required(`${label}'s openings are missing`)
    .max(MAX_SPANS_PER_DAY, `${label} has at most ${MAX_SPANS_PER_DAY} openings`)
    .test('no-overlap', `${label}'s openings must not overlap`, (spans) => overlapFree(spans as TimeSpan[] | undefined));

const capitalised = (day: Weekday) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/** PUT /api/showings/availability/hours: `{hours: {monday: [{from: '09:00', to: '18:00'}], ...}}`, every day present. */
export const showingHoursSchema = object({
  hours: object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema(capitalised(day))])) as Record<Weekday, ReturnType<typeof daySchema>>,
  )
    .noUnknown('Weekly hours have only the seven days')
    .required('Weekly hours are missing'),
});
export type ShowingHoursInput = InferType<typeof showingHoursSchema>;

const instant = (message: string) =>
  string()
    .required(message)
    .test('instant', message, (value) => !value || !Number.isNaN(Date.parse(value)));

/** POST /api/showings/availability/blocked: from `start` to `end` (ISO 8601 instants), with an optional note. */
export const blockedTimeSchema = object({
  start: instant('Please choose when the blocked time starts'),
  end: instant('Please choose when the blocked time ends').test('after-start', 'A blocked time must end after it starts', function (end) {
    const { start } = this.parent as { start?: string };
    return !start || !end || Date.parse(end) > Date.parse(start);
  }),
  note: note(),
});
export type BlockedTimeInput = InferType<typeof blockedTimeSchema>;

/** GET /api/showings/slots?propertyId=&date=: the slots of one listing's showing agent on one day. */
export const showingSlotsQuerySchema = object({
  propertyId: trimmedString()
    .required('Please choose a property')
    .max(TEXT_LIMITS.propertyId, `Property must be at most ${TEXT_LIMITS.propertyId} characters`),
  date: string()
    .required('Please select a date')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Please select a date'),
});

/** A new time: the agent's proposal, or either side's reschedule. */
export const showingTimeSchema = object({
  date: string()
    .required('Please select a date')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Please select a date'),
  time: mixed<ShowingTimeSlot>()
    .required('Please select a time')
    .oneOf([...SHOWING_TIME_SLOTS], 'Please select a time'),
});
export type ShowingTimeInput = InferType<typeof showingTimeSchema>;

/** POST /api/showings/:id/decline: an optional note for the visitor. */
export const showingDeclineSchema = object({
  note: note(),
});
export type ShowingDeclineInput = InferType<typeof showingDeclineSchema>;

const tokenField = string().typeError(SHOWING_TEXTS.invalidLink).required(SHOWING_TEXTS.invalidLink).max(1000, SHOWING_TEXTS.invalidLink);

/** The manage page's calls: the link's token, and for a reschedule the new time. */
export const showingManageSchema = object({ token: tokenField });
export const showingRescheduleSchema = showingTimeSchema.shape({ token: tokenField });
