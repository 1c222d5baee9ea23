import { boolean, number, string, type ObjectSchema } from 'yup';
import { CORRECTION_MESSAGES, isCalendarDate, listingCorrectionSchema, type ListingCorrection } from '@estate/domain';
import type { HistoryEntryRow } from './propertyHistoryRows';

/** The Correct form: the entry's day and price as it now says them, voiding it, and why. */
export interface EntryCorrectionValues {
  date: string;
  /** null once emptied; absent for an entry without a price. */
  price: number | null;
  voids: boolean;
  reason: string;
}

export const correctionDefaults = (row: HistoryEntryRow): EntryCorrectionValues => ({
  date: row.date,
  price: row.priced ? row.price : null,
  voids: false,
  reason: '',
});

/**
 * The API's correction schema with its messages, for the form's values: a day and a price are
 * checked unless the entry is voided, when they are not sent at all.
 */
export const entryCorrectionSchema = listingCorrectionSchema.shape({
  voids: boolean().default(false),
  date: string().when('voids', {
    is: true,
    then: (schema) => schema.strip(),
    otherwise: (schema) => schema.required(CORRECTION_MESSAGES.date).test('calendar-date', CORRECTION_MESSAGES.date, isCalendarDate),
  }),
  price: number()
    .nullable()
    .typeError(CORRECTION_MESSAGES.price)
    .when('voids', {
      is: true,
      then: (schema) => schema.strip(),
      otherwise: (schema) => schema.integer(CORRECTION_MESSAGES.price).min(1, CORRECTION_MESSAGES.price),
    }),
  // The form always holds a day (a void strips it), which the schema's type cannot follow through `when`.
}) as unknown as ObjectSchema<EntryCorrectionValues>;

/**
 * The correction to send: a void alone, or the day and the price where they differ from what the
 * entry says now; null when nothing would change (CORRECTION_MESSAGES.nothing).
 */
export function correctionBody(row: HistoryEntryRow, values: EntryCorrectionValues): ListingCorrection | null {
  const reason = values.reason.trim();
  if (values.voids) return { voids: true, reason };
  const correction: ListingCorrection = { reason };
  if (values.date && values.date !== row.date) correction.date = values.date;
  if (row.priced && typeof values.price === 'number' && values.price !== row.price) correction.price = values.price;
  return correction.date === undefined && correction.price === undefined ? null : correction;
}
