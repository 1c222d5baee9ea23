/**
 * Every number of the agent's CMA (docs/product/cma.md#the-numbers): one place, so the document
 * states them as the code has them.
 */
import { VALUATION_RULES } from '../valuation/valuationRules';

export const CMA_RULES = {
  /** The most comparables a CMA holds: twice the estimate's, the agent's choice among the candidates. */
  maxComparables: VALUATION_RULES.maxComparables * 2,
  /** The least comparables a CMA is published with: the estimate's own minimum. */
  minComparables: VALUATION_RULES.minComparables,
  /** The agent's adjustment lines on one comparable. */
  maxLines: 8,
  /** One line's dollars, either way. */
  maxLineDollars: 5_000_000,
  /** The listings of the competition a CMA holds. */
  maxCompetition: 20,
  /** The competition's candidates: the same type's active and pending listings within this distance, or in the home's neighbourhood. */
  competitionKm: 2,
  /** The competition's candidates offered, nearest first. */
  competitionOffered: 40,
  /** The agent's note, in characters. */
  maxNote: 4_000,
  /** A line's label, and the home's address, in characters. */
  maxLabel: 80,
  maxAddress: 200,
} as const;

/** The staff routes (docs/product/api.md#api). */
export const CMAS_PATH = '/api/cmas';
/** The owner's page: /cma/<token>, and its PDF /cma/<token>.pdf (Hosting sends /cma/** to the api function). */
export const CMA_PAGE_PATH = '/cma';
