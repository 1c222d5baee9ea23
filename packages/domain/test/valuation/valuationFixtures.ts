/**
 * The valuation's fixed data: a closed sale with every field a comparable carries, positions by km
 * from a point, and the worked example of docs/product/valuation.md#worked-example (its market, its
 * candidates and the sales the rules leave out).
 */
import type { ValuationSale, ValuationSubject } from '../../src';

export const AS_OF = '2026-03-01';

/** Hyde Park's centre (mlsNeighborhood.ts), where the worked example's home is. */
export const HOME_AT = { Latitude: 39.139, Longitude: -84.441 } as const;

/** Degrees of latitude in a km on the mean Earth of distanceMeters. */
const KM_LATITUDE = 180 / (Math.PI * 6_371.0088);

/** A position `km` due north of the home (south when negative). */
export const northOf = (km: number) => ({ Latitude: HOME_AT.Latitude + km * KM_LATITUDE, Longitude: HOME_AT.Longitude });

export function closedSale(id: string, fields: Partial<ValuationSale> = {}): ValuationSale {
  return {
    id,
    address: `${id} Erie Avenue`,
    neighborhood: 'Hyde Park',
    propertyType: 'Single Family',
    bedrooms: 4,
    bathrooms: 3,
    squareFeet: 3_000,
    images: [],
    showSoldPrice: true,
    visibility: 'public',
    ...HOME_AT,
    StandardStatus: 'Closed',
    ClosePrice: 1_000_000,
    CloseDate: '2026-01-15',
    YearBuilt: 1930,
    ...fields,
  };
}

export const EXAMPLE_HOME: ValuationSubject = {
  propertyType: 'Single Family',
  bedrooms: 4,
  bathrooms: 3,
  squareFeet: 3_000,
  YearBuilt: 1930,
  LotSizeAcres: 0.3,
  condition: 'Good',
  neighborhood: 'Hyde Park',
  ...HOME_AT,
};

/** The example market's rates: what its sales of other sizes were priced by, to the dollar. */
export const EXAMPLE_RATES = { base: 150_000, perSquareFoot: 200, perBedroom: 15_000, perBathroom: 25_000, perYearOfAge: -1_000 };

const ratePrice = ({
  squareFeet,
  bedrooms,
  bathrooms,
  YearBuilt,
}: Pick<ValuationSale, 'squareFeet' | 'bedrooms' | 'bathrooms' | 'YearBuilt'>) =>
  EXAMPLE_RATES.base +
  EXAMPLE_RATES.perSquareFoot * squareFeet +
  EXAMPLE_RATES.perBedroom * bedrooms +
  EXAMPLE_RATES.perBathroom * bathrooms -
  EXAMPLE_RATES.perYearOfAge * (YearBuilt! - 1900);

/** Fourteen Hyde Park sales outside the size band (2,250 to 3,750 sq ft): the fit's, never candidates. */
export const EXAMPLE_MARKET: ValuationSale[] = [
  [1_600, 2, 1.5, 1905],
  [1_800, 3, 2, 1950],
  [2_000, 3, 1, 1925],
  [1_900, 2, 2.5, 1990],
  [2_100, 4, 2, 1915],
  [1_700, 3, 1.5, 1960],
  [4_000, 5, 4, 1920],
  [4_200, 5, 3.5, 1998],
  [4_500, 6, 5, 1935],
  [3_900, 4, 4.5, 1908],
  [4_800, 6, 4, 1970],
  [5_000, 5, 5.5, 1928],
  [2_200, 4, 3, 1940],
  [4_400, 4, 3, 1912],
].map(([squareFeet, bedrooms, bathrooms, YearBuilt], index) => {
  const facts = { squareFeet: squareFeet!, bedrooms: bedrooms!, bathrooms: bathrooms!, YearBuilt: YearBuilt! };
  return closedSale(`M${index + 1}`, { ...facts, ClosePrice: ratePrice(facts), ...northOf(0.2 + index * 0.05) });
});

/** The candidates: four in Hyde Park, one in Oakley (the first ring). */
export const EXAMPLE_CANDIDATES: ValuationSale[] = [
  closedSale('A', {
    squareFeet: 2_800,
    bedrooms: 4,
    bathrooms: 3,
    YearBuilt: 1925,
    ClosePrice: 890_000,
    CloseDate: '2026-01-30',
    ...northOf(0.5),
  }),
  closedSale('B', {
    squareFeet: 3_200,
    bedrooms: 5,
    bathrooms: 3.5,
    YearBuilt: 1935,
    ClosePrice: 1_010_000,
    CloseDate: '2025-12-01',
    ...northOf(1),
  }),
  closedSale('C', {
    squareFeet: 3_000,
    bedrooms: 3,
    bathrooms: 2.5,
    YearBuilt: 1930,
    ClosePrice: 880_000,
    CloseDate: '2025-09-02',
    ...northOf(-1.5),
  }),
  closedSale('D', {
    squareFeet: 2_600,
    bedrooms: 4,
    bathrooms: 2,
    YearBuilt: 1910,
    ClosePrice: 760_000,
    CloseDate: '2025-06-01',
    ...northOf(-2),
  }),
  closedSale('E', {
    neighborhood: 'Oakley',
    squareFeet: 3_100,
    bedrooms: 4,
    bathrooms: 3,
    YearBuilt: 1940,
    ClosePrice: 930_000,
    CloseDate: '2026-02-01',
    ...northOf(1.8),
  }),
];

/** Sales the rules leave out, each for one reason. */
export const EXAMPLE_LEFT_OUT: ValuationSale[] = [
  closedSale('old', { CloseDate: '2025-02-28' }),
  closedSale('condo', { propertyType: 'Condo' }),
  closedSale('optedOut', { InternetAutomatedValuationDisplayYN: false }),
  closedSale('private', { visibility: 'invited' }),
  closedSale('priceWithheld', { showSoldPrice: false }),
  closedSale('active', { StandardStatus: 'Active', ClosePrice: undefined, CloseDate: undefined }),
  closedSale('far', { neighborhood: undefined, ...northOf(6) }),
];

export const EXAMPLE_SALES = [...EXAMPLE_MARKET, ...EXAMPLE_CANDIDATES, ...EXAMPLE_LEFT_OUT];
