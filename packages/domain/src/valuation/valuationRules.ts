/**
 * Every number of the estimate (docs/product/valuation.md#the-numbers): one place, so the document
 * states them as the code has them and a test can hold the two together.
 */
export const VALUATION_RULES = {
  /** Fewer comparables than this: no estimate, an invitation to talk to an agent. */
  minComparables: 3,
  /** The most comparables an estimate is made from. */
  maxComparables: 6,
  /** A comparable's living area lies within this share of the subject's, either way. */
  sizeBand: 0.25,
  /** The rings the search widens through after the subject's neighbourhood, in km from the subject. */
  ringsKm: [1, 2, 5],
  /** The adjustments are fitted only over at least this many of the market's sales; fewer: the fallback. */
  minFitSales: 12,
  /** Sales whose residual is beyond this many robust standard deviations are left out of the second fit. */
  outlierResiduals: 3,
  /** Each fitted coefficient is held within its bounds (dollars per unit). */
  bounds: {
    perSquareFoot: [25, 1_500],
    perBedroom: [0, 60_000],
    perBathroom: [0, 80_000],
    perYearOfAge: [-3_000, 3_000],
  },
  /** Year built is fitted only when at least this share of the market's sales state it. */
  minYearBuiltShare: 0.6,
  /** The subject's condition moves its value by this share per step from Average (sales state none). */
  conditionStep: 0.04,
  /** A comparable weighs half as much at this distance, this age of its sale and this gross adjustment. */
  halfWeight: { distanceKm: 1, days: 180, grossAdjustment: 0.15 },
  /** A comparable whose distance is unknown (one side has no position) is weighed as if this far. */
  unknownDistanceKm: 1,
  /**
   * The range (docs/product/valuation.md#the-ranges-calibration), calibrated on the local MLS's back-test so that
   * it holds the price about 4 times in 5 whatever its label: it spans this many standard deviations
   * either side of the value (1.2816: a normal spread's 80%).
   */
  rangeSpread: 1.2816,
  /** The least spread assumed, as a share of the value: even comparables that agree leave prices about 12% apart. */
  minScatter: 0.12,
  /** The comparables' own scatter counts at this share: in the back-test it told little of the error. */
  scatterWeight: 0.5,
  /** The range's half-width grows by its own size at this mean distance of the comparables. */
  rangeWideningKm: 6,
  /** The confidence labels by the range's half-width as a share of the value: at most High, at most Medium, else Low. */
  confidence: { high: 0.2, medium: 0.28 },
  /** Values and range ends are rounded to this many dollars. */
  roundTo: 1_000,
} as const;
