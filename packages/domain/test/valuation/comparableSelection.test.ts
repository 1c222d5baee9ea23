import { selectComparables, VALUATION_RULES, type ValuationSubject } from '../../src';
import { AS_OF, closedSale, EXAMPLE_HOME, EXAMPLE_SALES, northOf } from './valuationFixtures';

const ids = (sales: readonly { id: string }[]) => sales.map(({ id }) => id);
const candidateIds = (subject: ValuationSubject, sales: Parameters<typeof selectComparables>[1]) =>
  selectComparables(subject, sales, AS_OF).candidates.map(({ sale }) => sale.id);

describe('the comparables’ selection', () => {
  it('takes the closed public sales of the home’s type in the 12 months up to the day, and leaves the rest out', () => {
    const { market, candidates } = selectComparables(EXAMPLE_HOME, EXAMPLE_SALES, AS_OF);
    expect(ids(market)).toEqual([...Array.from({ length: 14 }, (_, i) => `M${i + 1}`), 'A', 'B', 'C', 'D', 'E']);
    expect(candidates.map(({ sale, ring }) => [sale.id, ring])).toEqual([
      ['A', 0],
      ['B', 0],
      ['C', 0],
      ['D', 0],
      ['E', 2],
    ]);
  });

  it('counts the window’s first and last days in, and a day either side out', () => {
    const sales = ['2025-02-28', '2025-03-01', '2026-03-01', '2026-03-02'].map((CloseDate) => closedSale(CloseDate, { CloseDate }));
    expect(candidateIds(EXAMPLE_HOME, sales)).toEqual(['2025-03-01', '2026-03-01']);
  });

  it('keeps the living area within the size band of the home’s', () => {
    const band = VALUATION_RULES.sizeBand * EXAMPLE_HOME.squareFeet;
    const sales = [-band - 10, -band, 0, band, band + 10].map((more) =>
      closedSale(`${more}`, { squareFeet: EXAMPLE_HOME.squareFeet + more }),
    );
    expect(candidateIds(EXAMPLE_HOME, sales)).toEqual([`${-band}`, '0', `${band}`]);
  });

  it('never uses a sale whose seller opted out of automated estimates, nor one private or with its price withheld', () => {
    const sales = [
      closedSale('consented', { InternetAutomatedValuationDisplayYN: true }),
      closedSale('unsaid'),
      closedSale('optedOut', { InternetAutomatedValuationDisplayYN: false }),
      closedSale('clients', { visibility: 'clients' }),
      closedSale('withheld', { showSoldPrice: false }),
    ];
    expect(ids(selectComparables(EXAMPLE_HOME, sales, AS_OF).market)).toEqual(['consented', 'unsaid']);
  });

  it('takes the home’s neighbourhood first at any distance, then the rings outward, and nothing beyond the widest', () => {
    const elsewhere = { neighborhood: undefined };
    const sales = [
      closedSale('ring3', { ...elsewhere, ...northOf(4.5) }),
      closedSale('beyond', { ...elsewhere, ...northOf(5.5) }),
      closedSale('ring1', { ...elsewhere, ...northOf(-0.9) }),
      closedSale('sameFar', northOf(2.5)),
      closedSale('ring2', { ...elsewhere, ...northOf(1.5) }),
      closedSale('unplacedElsewhere', { ...elsewhere, Latitude: undefined, Longitude: undefined }),
      closedSale('unplacedSame', { Latitude: undefined, Longitude: undefined }),
    ];
    const { candidates } = selectComparables(EXAMPLE_HOME, sales, AS_OF);
    expect(candidates.map(({ sale, ring }) => [sale.id, ring])).toEqual([
      ['sameFar', 0],
      ['unplacedSame', 0],
      ['ring1', 1],
      ['ring2', 2],
      ['ring3', 3],
    ]);
    expect(candidates.find(({ sale }) => sale.id === 'unplacedSame')?.distanceKm).toBeNull();
    expect(candidates.find(({ sale }) => sale.id === 'ring2')?.distanceKm).toBeCloseTo(1.5, 6);
  });

  it('measures a home given by its neighbourhood alone from that neighbourhood’s centre', () => {
    const { Latitude: _, Longitude: __, ...byName } = EXAMPLE_HOME;
    const sales = [closedSale('oakley', { neighborhood: 'Oakley', ...northOf(0.8) })];
    expect(selectComparables(byName, sales, AS_OF).candidates.map(({ distanceKm }) => distanceKm)).toEqual([expect.closeTo(0.8, 6)]);
  });
});
