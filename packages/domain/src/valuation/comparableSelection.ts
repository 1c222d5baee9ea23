/**
 * Which sales a home is compared with (docs/product/valuation.md#comparables): the comparable
 * sales closed in the 12 months up to `asOf` (passed in: nothing here reads a clock), of the
 * home's type, in its neighbourhood or within the widest ring; of those, the market the
 * adjustments are fitted over, and the candidates (the living area within the size band) by ring:
 * the home's neighbourhood first, then each ring of distance outward.
 */
import type { LatLng } from '../geo/drawnArea';
import { distanceMeters } from '../geo/listingInArea';
import { hasCoordinates } from '../listings/listingCoordinates';
import { salesWindowStart } from '../listings/salesRecord';
import { neighborhoodCentre } from '../mls/mlsNeighborhood';
import type { IsoDate } from '../listings/listingLifecycle';
import { VALUATION_RULES } from './valuationRules';
import { isComparableSale, type ValuationSale } from './valuationSale';
import type { ValuationSubject } from './valuationSubject';

export type ClosedSale = ValuationSale & { ClosePrice: number; CloseDate: IsoDate };

export interface ComparableCandidate {
  sale: ClosedSale;
  /** From the home, in km; null when either has no position. */
  distanceKm: number | null;
  /** 0: the home's neighbourhood; n: the nth ring of VALUATION_RULES.ringsKm. */
  ring: number;
}

export interface ComparableSelection {
  /** The sales the adjustments are fitted over: every size, every ring. */
  market: ClosedSale[];
  /** Those within the size band, nearest ring first. */
  candidates: ComparableCandidate[];
}

/** Where the home is measured from: its position, else its neighbourhood's centre, else nowhere. */
export function subjectPosition(subject: ValuationSubject): LatLng | undefined {
  if (hasCoordinates(subject)) return [subject.Latitude, subject.Longitude];
  const centre = subject.neighborhood && neighborhoodCentre(subject.neighborhood);
  return centre ? [centre.latitude, centre.longitude] : undefined;
}

export function selectComparables(subject: ValuationSubject, sales: readonly ValuationSale[], asOf: IsoDate): ComparableSelection {
  const since = salesWindowStart(asOf);
  const from = subjectPosition(subject);
  const [smallest, largest] = [1 - VALUATION_RULES.sizeBand, 1 + VALUATION_RULES.sizeBand].map((share) => share * subject.squareFeet);
  const market: ClosedSale[] = [];
  const candidates: ComparableCandidate[] = [];
  for (const sale of sales) {
    if (!isComparableSale(sale) || sale.propertyType !== subject.propertyType) continue;
    if (sale.CloseDate < since || sale.CloseDate > asOf) continue;
    const distanceKm = from && hasCoordinates(sale) ? distanceMeters(from, [sale.Latitude, sale.Longitude]) / 1000 : null;
    const neighbour = subject.neighborhood !== undefined && sale.neighborhood === subject.neighborhood;
    const ringIndex = distanceKm === null ? -1 : VALUATION_RULES.ringsKm.findIndex((km) => distanceKm <= km);
    if (!neighbour && ringIndex < 0) continue;
    market.push(sale);
    if (sale.squareFeet >= smallest! && sale.squareFeet <= largest!)
      candidates.push({ sale, distanceKm, ring: neighbour ? 0 : ringIndex + 1 });
  }
  return { market, candidates: candidates.sort((a, b) => a.ring - b.ring) };
}
