/**
 * The estimate of the agent's choices (docs/product/cma.md#the-estimate): each chosen comparable's
 * price with the fitted adjustments the agent kept and their own lines, weighed as the estimate
 * weighs it, and the range and label the estimate's rules give them. The editor computes it live
 * and the server again when it saves and publishes: the same function, the same candidates.
 */
import { valueAndRange } from '../valuation/valuationEstimate';
import type { ComparableAdjustments } from '../valuation/comparableAdjustment';
import { FITTED_ADJUSTMENTS, type CmaAdjustmentLine, type CmaCandidate, type CmaEstimate, type ShownAdjustmentLine } from './cma';
import { CMA_RULES } from './cmaRules';
import { CMA_TEXTS } from './cmaTexts';

/** The lines of a comparable: the fitted ones the agent did not replace (none of $0), then the agent's own. */
export function adjustmentLines(adjustments: ComparableAdjustments, lines: readonly CmaAdjustmentLine[]): ShownAdjustmentLine[] {
  const replaced = new Set(lines.map((line) => line.replaces).filter(Boolean));
  const fitted = FITTED_ADJUSTMENTS.filter((key) => !replaced.has(key) && adjustments[key] !== 0).map((key) => ({
    label: CMA_TEXTS.adjustments[key],
    dollars: adjustments[key],
  }));
  return [...fitted, ...lines.map(({ label, dollars }) => ({ label, dollars }))];
}

/** The sale's price plus every line. */
export const cmaAdjustedPrice = (
  candidate: Pick<CmaCandidate, 'ClosePrice' | 'adjustments'>,
  lines: readonly CmaAdjustmentLine[],
): number => adjustmentLines(candidate.adjustments, lines).reduce((price, line) => price + line.dollars, candidate.ClosePrice);

export interface ChosenComparable {
  candidate: Pick<CmaCandidate, 'ClosePrice' | 'adjustments' | 'weight' | 'distanceKm'>;
  lines: readonly CmaAdjustmentLine[];
}

/** The weighted mean of the adjusted prices and its range; null with fewer than CMA_RULES.minComparables. */
export function cmaEstimate(chosen: readonly ChosenComparable[]): CmaEstimate | null {
  if (chosen.length < CMA_RULES.minComparables) return null;
  const priced = chosen.map(({ candidate, lines }) => ({
    weight: candidate.weight,
    distanceKm: candidate.distanceKm,
    adjustedPrice: cmaAdjustedPrice(candidate, lines),
  }));
  const { value, low, high, confidence } = valueAndRange(priced);
  return { value, low, high, confidence };
}
