/**
 * What an estimate shows the public (docs/product/valuation.md#the-answer): each comparable's
 * public facts only (the stored listing already carries a withheld address as WITHHELD_ADDRESS,
 * placed at its neighbourhood's centre), the rates, and no more offers than the page shows. The
 * one shape the page reads and the server answers.
 */
import type { IsoDate } from '../listings/listingLifecycle';
import type { AdjustmentFit } from './adjustmentFit';
import type { AdjustedComparable, ComparableAdjustments, ComparableDifferences } from './comparableAdjustment';
import type { RefusedComparable, ValuationConfidence, ValuationOutcome } from './valuationEstimate';
import { MAX_OFFERED_COMPARABLES } from './valuationRequest';
import type { ValuationSale } from './valuationSale';

export interface ShownComparable extends Pick<
  ValuationSale,
  'id' | 'address' | 'neighborhood' | 'propertyType' | 'bedrooms' | 'bathrooms' | 'squareFeet' | 'YearBuilt'
> {
  /** The listing's first photo, if it has one. */
  photo?: string;
  ClosePrice: number;
  CloseDate: IsoDate;
  /** From the home, in km, to one decimal; null when either has no position. */
  distanceKm: number | null;
  ring: number;
  differences: ComparableDifferences;
  adjustments: ComparableAdjustments;
  adjustedPrice: number;
  /** Its share of the value (the comparables used only). */
  share?: number;
}

export type ShownFit = Pick<AdjustmentFit, 'method' | 'sales' | 'byAge' | 'perSquareFoot' | 'perBedroom' | 'perBathroom' | 'perYearOfAge'>;

export type ValuationAnswer =
  | {
      kind: 'estimate';
      value: number;
      low: number;
      high: number;
      confidence: ValuationConfidence;
      comparables: ShownComparable[];
      /** The candidates the page may add, at most MAX_OFFERED_COMPARABLES. */
      others: ShownComparable[];
      fit: ShownFit;
      refused: RefusedComparable[];
    }
  | { kind: 'tooFew'; found: number; minimum: number; refused: RefusedComparable[] }
  | { kind: 'optedOut' };

/** A distance as answers give it: km to one decimal. */
export const roundedKm = (km: number | null) => (km === null ? null : Math.round(km * 10) / 10);

/** A comparable's public facts and adjustments, as the page shows it (and an agent's CMA offers it). */
export function shownComparable(comparable: AdjustedComparable & { share?: number }): ShownComparable {
  const { sale } = comparable;
  return {
    id: sale.id,
    address: sale.address,
    ...(sale.neighborhood === undefined ? {} : { neighborhood: sale.neighborhood }),
    propertyType: sale.propertyType,
    bedrooms: sale.bedrooms,
    bathrooms: sale.bathrooms,
    squareFeet: sale.squareFeet,
    ...(sale.YearBuilt === undefined ? {} : { YearBuilt: sale.YearBuilt }),
    ...(sale.images[0] ? { photo: sale.images[0] } : {}),
    ClosePrice: sale.ClosePrice,
    CloseDate: sale.CloseDate,
    distanceKm: roundedKm(comparable.distanceKm),
    ring: comparable.ring,
    differences: comparable.differences,
    adjustments: comparable.adjustments,
    adjustedPrice: comparable.adjustedPrice,
    ...(comparable.share === undefined ? {} : { share: comparable.share }),
  };
}

/** The outcome as it leaves the server: nothing of a sale beyond its public facts. */
export function shownValuation(outcome: ValuationOutcome): ValuationAnswer {
  if (outcome.kind !== 'estimate') return outcome;
  const { method, sales, byAge, perSquareFoot, perBedroom, perBathroom, perYearOfAge } = outcome.fit;
  return {
    kind: 'estimate',
    value: outcome.value,
    low: outcome.low,
    high: outcome.high,
    confidence: outcome.confidence,
    comparables: outcome.comparables.map(shownComparable),
    others: outcome.others.slice(0, MAX_OFFERED_COMPARABLES).map(shownComparable),
    fit: { method, sales, byAge, perSquareFoot, perBedroom, perBathroom, perYearOfAge },
    refused: outcome.refused,
  };
}
