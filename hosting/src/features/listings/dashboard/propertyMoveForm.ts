import { number, type ObjectSchema } from 'yup';
import {
  agencyToday,
  applyListingMove,
  isCalendarDate,
  LISTING_MOVE_MESSAGES,
  listingMoveSchema,
  type ListingLifecycle,
  type StandardStatus,
} from '@estate/domain';
import type { PropertyMove } from './api/moveProperty';

/** The Change status form: where to, on which day, and a sale's close price (null while empty). */
export interface PropertyMoveValues {
  StandardStatus?: StandardStatus;
  date: string;
  ClosePrice?: number | null;
}

/** A new move starts on today's date in Cincinnati, with no status chosen. */
export const blankMove = (): PropertyMoveValues => ({ StandardStatus: undefined, date: agencyToday(), ClosePrice: null });

const closePriceMessage = LISTING_MOVE_MESSAGES.closePrice;

/**
 * The API's move schema, checked before sending with the same messages: a sale needs its close
 * price (whole dollars above zero), and the listing's own rules (applyListingMove: no date before
 * the listing date, no close before the purchase contract) speak under the date.
 */
export function propertyMoveSchema(listing: ListingLifecycle): ObjectSchema<PropertyMoveValues> {
  const schema = listingMoveSchema
    .shape({
      ClosePrice: number()
        .nullable()
        .typeError(closePriceMessage)
        .when('StandardStatus', {
          is: 'Closed',
          then: (price) => price.required(closePriceMessage).integer(closePriceMessage).min(1, closePriceMessage),
          otherwise: (price) => price.strip(),
        }),
    })
    .test('listing-rules', function checkMove(values) {
      const { StandardStatus: to, date } = values ?? {};
      if (!to || !isCalendarDate(date)) return true;
      // The close price has its own field and message; any price lets the date's rules speak.
      const outcome = applyListingMove(listing, { to, date, closePrice: to === 'Closed' ? 1 : undefined });
      return 'refused' in outcome ? this.createError({ path: 'date', message: outcome.refused }) : true;
    });
  // The form holds no status until one is chosen, which the schema then requires.
  return schema as unknown as ObjectSchema<PropertyMoveValues>;
}

/** The body POST /api/properties/{id}/status takes: a close price only for a sale. */
export function moveBody(values: PropertyMoveValues): PropertyMove {
  const to = values.StandardStatus!;
  return {
    StandardStatus: to,
    date: values.date,
    ...(to === 'Closed' && typeof values.ClosePrice === 'number' ? { ClosePrice: values.ClosePrice } : {}),
  };
}
