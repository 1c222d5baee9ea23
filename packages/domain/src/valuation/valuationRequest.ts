/**
 * POST /api/valuations (docs/product/valuation.md#the-answer): the home's facts, the listing it was
 * matched to (whose seller may have opted out), and the page's drops and adds.
 */
import { array, object, string, type InferType } from 'yup';
import { VALUATION_RULES } from './valuationRules';
import { valuationSubjectSchema } from './valuationSubjectSchema';
import { VALUATION_TEXTS } from './valuationTexts';
import type { ValuationSale } from './valuationSale';

/** The most ids a page may drop or add at once: more than any estimate's comparables and offers. */
export const MAX_CHANGED_COMPARABLES = 30;

const comparableIds = array(string().required().max(200)).max(MAX_CHANGED_COMPARABLES, VALUATION_TEXTS.tooManyChanges).default([]);

export const valuationRequestSchema = object({
  // No default: an absent home is refused with its own text, not field by field.
  home: valuationSubjectSchema.default(undefined).required(VALUATION_TEXTS.home),
  /** The listing the address matched (GET /api/valuations/addresses), if any. */
  listingId: string().max(200),
  drop: comparableIds,
  add: comparableIds,
});

export type ValuationRequest = InferType<typeof valuationRequestSchema>;

/** The most candidates an answer offers to add, nearest ring first: the page shows them, no more. */
export const MAX_OFFERED_COMPARABLES = VALUATION_RULES.maxComparables * 2;

/** The least text matched, and the most matches answered. */
export const ADDRESS_MATCH_LIMITS = { minLength: 3, maxLength: 200, matches: 8 } as const;

/** GET /api/valuations/addresses's query: `q`, the address typed so far, trimmed. */
export const valuationAddressQuerySchema = object({
  q: string()
    .trim()
    .required(VALUATION_TEXTS.addressQuery)
    .min(ADDRESS_MATCH_LIMITS.minLength, VALUATION_TEXTS.addressQuery)
    .max(ADDRESS_MATCH_LIMITS.maxLength, VALUATION_TEXTS.addressQuery),
});

/** A known home the owner's address matched: its public facts, to fill the form, and whether its seller opted out. */
export interface AddressMatch extends Pick<
  ValuationSale,
  | 'id'
  | 'address'
  | 'neighborhood'
  | 'propertyType'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
  | 'YearBuilt'
  | 'LotSizeAcres'
  | 'Latitude'
  | 'Longitude'
> {
  optedOut: boolean;
}
