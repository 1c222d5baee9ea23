/**
 * The home an owner asks the value of (docs/product/valuation.md#the-home): the facts they type, in
 * the listings' own names where listings have them, and where it is.
 */
import type { NeighborhoodName } from '../shared/neighborhoods';
import { PROPERTY_TYPES, type PropertyType } from '../listings/propertyTypes';

/** Land has no rooms or living area to compare: the estimate values homes only. */
export const VALUED_PROPERTY_TYPES = PROPERTY_TYPES.filter((type): type is Exclude<PropertyType, 'Land'> => type !== 'Land');
export type ValuedPropertyType = (typeof VALUED_PROPERTY_TYPES)[number];

/** The owner's word for the home's state, worst first; sales state none, so Average is theirs. */
export const HOME_CONDITIONS = ['Needs work', 'Fair', 'Average', 'Good', 'Excellent'] as const;
export type HomeCondition = (typeof HOME_CONDITIONS)[number];

/** Steps from Average: -2 for Needs work to +2 for Excellent. */
export const conditionSteps = (condition: HomeCondition): number => HOME_CONDITIONS.indexOf(condition) - HOME_CONDITIONS.indexOf('Average');

/** What the owner's facts may be: the schema's bounds and its messages' numbers. */
export const VALUATION_SUBJECT_LIMITS = {
  bedrooms: 20,
  bathrooms: 20,
  squareFeet: [200, 30_000],
  lotSizeAcres: 1_000,
  yearBuilt: [1800, 2100],
} as const;

export interface ValuationSubject {
  propertyType: ValuedPropertyType;
  bedrooms: number;
  /** Half steps allowed (2.5 baths), as listings count them. */
  bathrooms: number;
  squareFeet: number;
  /** RESO's LotSizeAcres, as the MLS brings it. */
  LotSizeAcres?: number;
  YearBuilt?: number;
  condition: HomeCondition;
  /** Where it is: its position, its neighbourhood, or both (the schema asks for one at least). */
  neighborhood?: NeighborhoodName;
  Latitude?: number;
  Longitude?: number;
}
