/**
 * The estimate (docs/product/valuation.md#the-estimate): the comparables chosen, nearest ring first
 * and best weighted within it, changed by the page's drops and adds; their weighted mean adjusted
 * price; a range whose width grows as they are fewer, farther and more scattered, and its
 * confidence label. None below the minimum count, nor for a listing whose seller opted out.
 */
import type { IsoDate } from '../listings/listingLifecycle';
import { fitAdjustments, type AdjustmentFit } from './adjustmentFit';
import { adjustComparable, type AdjustedComparable } from './comparableAdjustment';
import { selectComparables } from './comparableSelection';
import { VALUATION_RULES } from './valuationRules';
import { allowsAutomatedValuation, type ValuationSale } from './valuationSale';
import type { ValuationSubject } from './valuationSubject';
import type { VALUATION_TEXTS } from './valuationTexts';

/** The label's key; its words are VALUATION_TEXTS.confidence's. */
export type ValuationConfidence = keyof typeof VALUATION_TEXTS.confidence;

export interface ValuationComparable extends AdjustedComparable {
  /** Its share of the value: its weight over the comparables' total. */
  share: number;
}

/** An id the page asked to add that is not taken: not a candidate under the rules, or the maximum is reached. */
export interface RefusedComparable {
  id: string;
  reason: 'notCandidate' | 'full';
}

export interface ValuationEstimate {
  kind: 'estimate';
  value: number;
  low: number;
  high: number;
  confidence: ValuationConfidence;
  /** Half the range's width over the value, before rounding. */
  halfWidthShare: number;
  comparables: ValuationComparable[];
  /** The candidates not used, the page's to add, nearest ring first. */
  others: AdjustedComparable[];
  fit: AdjustmentFit;
  refused: RefusedComparable[];
}

export type ValuationOutcome =
  | ValuationEstimate
  /** Too few comparables (VALUATION_TEXTS.tooFew): the page invites the owner to talk to an agent. */
  | { kind: 'tooFew'; found: number; minimum: number; refused: RefusedComparable[] }
  /** The home is a listing whose seller opted out (VALUATION_TEXTS.optedOut). */
  | { kind: 'optedOut' };

export interface ValuationOptions {
  /** The day the value is for: sales closed in the 12 months up to it. */
  asOf: IsoDate;
  /** The page's changes, by listing id: comparables dropped, and candidates added. */
  drop?: readonly string[];
  add?: readonly string[];
  /** When the home is itself a listing: its seller's consent to automated estimates. */
  listing?: Pick<ValuationSale, 'InternetAutomatedValuationDisplayYN'>;
}

const roundValue = (dollars: number) => Math.round(dollars / VALUATION_RULES.roundTo) * VALUATION_RULES.roundTo;

const byRingThenWeight = (a: AdjustedComparable, b: AdjustedComparable) => a.ring - b.ring || b.weight - a.weight;

/** The comparables by default, less those dropped, plus those added that the rules allow and the maximum leaves room for. */
function chooseComparables(ranked: readonly AdjustedComparable[], drop: readonly string[], add: readonly string[]) {
  const chosen = ranked.slice(0, VALUATION_RULES.maxComparables).filter(({ sale }) => !drop.includes(sale.id));
  const refused: RefusedComparable[] = [];
  for (const id of add) {
    if (chosen.some(({ sale }) => sale.id === id)) continue;
    const candidate = ranked.find(({ sale }) => sale.id === id);
    if (!candidate) refused.push({ id, reason: 'notCandidate' });
    else if (chosen.length >= VALUATION_RULES.maxComparables) refused.push({ id, reason: 'full' });
    else chosen.push(candidate);
  }
  return { chosen: chosen.sort(byRingThenWeight), refused };
}

/** The label of a range this wide. */
export function confidenceOf(halfWidthShare: number): ValuationConfidence {
  const { high, medium } = VALUATION_RULES.confidence;
  return halfWidthShare <= high ? 'High' : halfWidthShare <= medium ? 'Medium' : 'Low';
}

/**
 * The range's half-width over the value: the spread, sqrt(least scatter squared + (the comparables'
 * weighted scatter x its weight) squared), times the range's span in standard deviations, by
 * sqrt(1 + 1/effective count) for a value read from few, by 1 + mean distance over the widening
 * distance for comparables far off.
 */
export function halfWidthShareOf(
  comparables: readonly Pick<AdjustedComparable, 'weight' | 'adjustedPrice' | 'distanceKm'>[],
  centre: number,
): number {
  const total = comparables.reduce((sum, { weight }) => sum + weight, 0);
  const squares = comparables.reduce((sum, { weight }) => sum + weight * weight, 0);
  const effectiveCount = (total * total) / squares;
  // The weighted variance, unbiased for reliability weights.
  const variance =
    comparables.reduce((sum, { weight, adjustedPrice }) => sum + weight * (adjustedPrice - centre) ** 2, 0) / (total - squares / total);
  const { minScatter, scatterWeight, rangeSpread, rangeWideningKm, unknownDistanceKm } = VALUATION_RULES;
  const spread = Math.hypot(minScatter, (scatterWeight * Math.sqrt(variance)) / centre);
  const meanKm = comparables.reduce((sum, { distanceKm }) => sum + (distanceKm ?? unknownDistanceKm), 0) / comparables.length;
  return rangeSpread * spread * Math.sqrt(1 + 1 / effectiveCount) * (1 + meanKm / rangeWideningKm);
}

/** The comparables' weighted mean adjusted price, rounded, and the range and label around it (an agent's CMA takes it too). */
export function valueAndRange(comparables: readonly Pick<AdjustedComparable, 'weight' | 'adjustedPrice' | 'distanceKm'>[]) {
  const total = comparables.reduce((sum, { weight }) => sum + weight, 0);
  const centre = comparables.reduce((sum, { weight, adjustedPrice }) => sum + weight * adjustedPrice, 0) / total;
  const halfWidthShare = halfWidthShareOf(comparables, centre);
  return {
    value: roundValue(centre),
    low: roundValue(centre * (1 - halfWidthShare)),
    high: roundValue(centre * (1 + halfWidthShare)),
    confidence: confidenceOf(halfWidthShare),
    halfWidthShare,
  };
}

export function estimateValue(subject: ValuationSubject, sales: readonly ValuationSale[], options: ValuationOptions): ValuationOutcome {
  const { asOf, drop = [], add = [], listing } = options;
  if (listing && !allowsAutomatedValuation(listing)) return { kind: 'optedOut' };
  const { market, candidates } = selectComparables(subject, sales, asOf);
  const fit = fitAdjustments(market, subject.YearBuilt !== undefined);
  const ranked = candidates.map((candidate) => adjustComparable(candidate, subject, fit, asOf)).sort(byRingThenWeight);
  const { chosen, refused } = chooseComparables(ranked, drop, add);
  if (chosen.length < VALUATION_RULES.minComparables)
    return { kind: 'tooFew', found: chosen.length, minimum: VALUATION_RULES.minComparables, refused };
  const total = chosen.reduce((sum, { weight }) => sum + weight, 0);
  return {
    kind: 'estimate',
    ...valueAndRange(chosen),
    comparables: chosen.map((comparable) => ({ ...comparable, share: comparable.weight / total })),
    others: ranked.filter((comparable) => !chosen.includes(comparable)),
    fit,
    refused,
  };
}
