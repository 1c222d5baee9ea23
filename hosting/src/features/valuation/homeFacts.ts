import {
  NEIGHBORHOOD_NAMES,
  valuationSubjectSchema,
  VALUED_PROPERTY_TYPES,
  type AddressMatch,
  type NeighborhoodName,
  type ValuationSubject,
} from '@estate/domain';
import type { DefaultValues } from 'react-hook-form';
import type { InferType } from 'yup';

/**
 * The facts form's values: the schema's own fields. The number boxes hold the text typed, which the
 * schema casts ('' is none), so the form never rewrites what the owner is typing.
 */
export type HomeFacts = InferType<typeof valuationSubjectSchema>;

const isNeighborhoodName = (name: string | null): name is NeighborhoodName => NEIGHBORHOOD_NAMES.some((known) => known === name);

/** A blank form (the condition Average, the sales' own), in the neighbourhood the page was opened for (a neighbourhood page's link). */
export const blankFacts = (neighborhood: string | null): DefaultValues<HomeFacts> => ({
  condition: 'Average',
  ...(isNeighborhoodName(neighborhood) ? { neighborhood } : {}),
});

/** The home the facts describe, or none while any of them is refused. */
export function homeOf(facts: DefaultValues<HomeFacts>): ValuationSubject | undefined {
  try {
    return valuationSubjectSchema.validateSync(facts, { stripUnknown: true });
  } catch {
    return undefined;
  }
}

/**
 * What a known home fills in: its public facts and its position, keeping the owner's condition.
 * Land is not valued, so its type is left to choose; a fact the listing does not state is cleared.
 */
export const factsOfMatch = (match: AddressMatch, condition: HomeFacts['condition'] | undefined): DefaultValues<HomeFacts> => ({
  propertyType: VALUED_PROPERTY_TYPES.find((type) => type === match.propertyType),
  bedrooms: match.bedrooms,
  bathrooms: match.bathrooms,
  squareFeet: match.squareFeet,
  LotSizeAcres: match.LotSizeAcres,
  YearBuilt: match.YearBuilt,
  condition,
  neighborhood: match.neighborhood,
  Latitude: match.Latitude,
  Longitude: match.Longitude,
});
