/**
 * One comparable made into the home (docs/product/valuation.md#adjustments): its differences from
 * the home, what each is worth at the fitted rates, its adjusted price, and its weight: closer,
 * more recent and less adjusted sales weigh more.
 */
import type { IsoDate } from '../listings/listingLifecycle';
import type { AdjustmentFit } from './adjustmentFit';
import type { ComparableCandidate } from './comparableSelection';
import { VALUATION_RULES } from './valuationRules';
import { conditionSteps, type ValuationSubject } from './valuationSubject';

/** The home's figure less the comparable's; null when either does not state it. */
export interface ComparableDifferences {
  squareFeet: number;
  bedrooms: number;
  bathrooms: number;
  /** How many years older the home is (the comparable's year built less the home's). */
  age: number | null;
  LotSizeAcres: number | null;
}

/** Whole dollars added to the comparable's close price for each difference, and for the home's condition. */
export interface ComparableAdjustments {
  squareFeet: number;
  bedrooms: number;
  bathrooms: number;
  age: number;
  condition: number;
}

export interface AdjustedComparable extends ComparableCandidate {
  differences: ComparableDifferences;
  adjustments: ComparableAdjustments;
  /** The close price plus every adjustment: what the comparable says the home is worth. */
  adjustedPrice: number;
  /** Its say in the value, before the estimate's comparables share it (valuationEstimate.ts). */
  weight: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: IsoDate, to: IsoDate) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const known = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? null : a - b);
/** Whole dollars; + 0 makes a rounded -0 (a difference of none at a negative rate) a plain 0. */
const dollars = (value: number) => Math.round(value) + 0;
/** Half the weight at `half`, a third at twice it. */
const halving = (value: number, half: number) => 1 / (1 + value / half);

export function adjustComparable(
  candidate: ComparableCandidate,
  subject: ValuationSubject,
  fit: AdjustmentFit,
  asOf: IsoDate,
): AdjustedComparable {
  const { sale } = candidate;
  const differences: ComparableDifferences = {
    squareFeet: subject.squareFeet - sale.squareFeet,
    bedrooms: subject.bedrooms - sale.bedrooms,
    bathrooms: subject.bathrooms - sale.bathrooms,
    age: known(sale.YearBuilt, subject.YearBuilt),
    LotSizeAcres: known(subject.LotSizeAcres, sale.LotSizeAcres),
  };
  const features = {
    squareFeet: dollars(differences.squareFeet * fit.perSquareFoot),
    bedrooms: dollars(differences.bedrooms * fit.perBedroom),
    bathrooms: dollars(differences.bathrooms * fit.perBathroom),
    age: fit.byAge && differences.age !== null ? dollars(differences.age * fit.perYearOfAge) : 0,
  };
  const gross = Math.abs(features.squareFeet) + Math.abs(features.bedrooms) + Math.abs(features.bathrooms) + Math.abs(features.age);
  const featured = sale.ClosePrice + features.squareFeet + features.bedrooms + features.bathrooms + features.age;
  // Sales state no condition: each is taken as Average, and the home's steps from it move the whole price.
  const condition = dollars(featured * conditionSteps(subject.condition) * VALUATION_RULES.conditionStep);
  const { halfWeight, unknownDistanceKm } = VALUATION_RULES;
  const weight =
    halving(candidate.distanceKm ?? unknownDistanceKm, halfWeight.distanceKm) *
    halving(daysBetween(sale.CloseDate, asOf), halfWeight.days) *
    halving(gross / sale.ClosePrice, halfWeight.grossAdjustment);
  return { ...candidate, differences, adjustments: { ...features, condition }, adjustedPrice: featured + condition, weight };
}
