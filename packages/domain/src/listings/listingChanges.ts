/** docs/product/site.md#listing-lifecycle: the bodies of a listing's status move and of an admin's correction. */
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { CORRECTION_MESSAGES } from './listingCorrection';
import { isCalendarDate, STANDARD_STATUSES, type StandardStatus } from './listingLifecycle';
import { LISTING_MOVE_MESSAGES } from './listingMoves';
import { atMost } from '../shared/textLimits';
import { trimmedString } from '../shared/fields';

const calendarDate = (message: string) =>
  string()
    .typeError(message)
    .test('calendar-date', message, (value) => value === undefined || isCalendarDate(value));

/** POST /api/properties/:id/status. The moves' own rules (listingLifecycle.ts) give the other messages. */
export const listingMoveSchema = object({
  StandardStatus: mixed<StandardStatus>()
    .required('Choose the status to move to')
    .oneOf([...STANDARD_STATUSES], `Status must be one of: ${STANDARD_STATUSES.join(', ')}`),
  date: calendarDate(LISTING_MOVE_MESSAGES.date).required(LISTING_MOVE_MESSAGES.date),
  ClosePrice: number().typeError(LISTING_MOVE_MESSAGES.closePrice),
});
export type ListingMoveInput = InferType<typeof listingMoveSchema>;

/** POST /api/properties/:id/history/:entryId/corrections (admins). */
export const listingCorrectionSchema = object({
  date: calendarDate(CORRECTION_MESSAGES.date),
  price: number().typeError(CORRECTION_MESSAGES.price),
  voids: boolean().typeError('voids must be true or false'),
  reason: trimmedString()
    .required(CORRECTION_MESSAGES.reason)
    .max(...atMost('note', 'Reason')),
});
export type ListingCorrectionInput = InferType<typeof listingCorrectionSchema>;
