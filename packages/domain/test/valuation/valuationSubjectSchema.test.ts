import type { ValidationError } from 'yup';
import { LISTING_COORDINATE_TEXTS, VALUATION_TEXTS, valuationSubjectSchema } from '../../src';

const HOME = { propertyType: 'Single Family', bedrooms: 4, bathrooms: 2.5, squareFeet: 2_400, condition: 'Good', neighborhood: 'Oakley' };

/** The messages a body is refused with, or [] when it is taken. */
function refusals(body: Record<string, unknown>): string[] {
  try {
    valuationSubjectSchema.validateSync(body, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('the home’s facts', () => {
  it('take a home by its neighbourhood, by its position, or both, with its lot and year built', () => {
    expect(refusals(HOME)).toEqual([]);
    const { neighborhood: _, ...placed } = HOME;
    expect(refusals({ ...placed, Latitude: 39.15, Longitude: -84.43 })).toEqual([]);
    expect(refusals({ ...HOME, Latitude: 39.15, Longitude: -84.43, LotSizeAcres: 0.25, YearBuilt: 1928 })).toEqual([]);
  });

  it('read a cleared optional input as none', () => {
    const home = valuationSubjectSchema.validateSync({ ...HOME, LotSizeAcres: '', YearBuilt: null });
    expect(home.LotSizeAcres).toBeUndefined();
    expect(home.YearBuilt).toBeUndefined();
  });

  it('refuse each fact out of bounds with its own message', () => {
    expect(refusals({ ...HOME, propertyType: 'Land' })).toEqual([VALUATION_TEXTS.propertyType]);
    expect(refusals({ ...HOME, bedrooms: 2.5 })).toEqual([VALUATION_TEXTS.bedrooms]);
    expect(refusals({ ...HOME, bedrooms: 21 })).toEqual([VALUATION_TEXTS.bedrooms]);
    expect(refusals({ ...HOME, bathrooms: 2.25 })).toEqual([VALUATION_TEXTS.bathrooms]);
    expect(refusals({ ...HOME, squareFeet: 150 })).toEqual([VALUATION_TEXTS.squareFeet]);
    expect(refusals({ ...HOME, squareFeet: 'big' })).toEqual([VALUATION_TEXTS.squareFeet]);
    expect(refusals({ ...HOME, LotSizeAcres: -1 })).toEqual([VALUATION_TEXTS.lotSizeAcres]);
    expect(refusals({ ...HOME, YearBuilt: 1750 })).toEqual([VALUATION_TEXTS.yearBuilt]);
    expect(refusals({ ...HOME, condition: 'Mint' })).toEqual([VALUATION_TEXTS.condition]);
    expect(refusals({ ...HOME, neighborhood: 'Paris' })).toEqual([VALUATION_TEXTS.neighborhood]);
  });

  it('refuse a home with no place, and a position outside the region or half given', () => {
    const { neighborhood: _, ...nowhere } = HOME;
    expect(refusals(nowhere)).toEqual([VALUATION_TEXTS.place]);
    expect(refusals({ ...HOME, Latitude: 41.5, Longitude: -84.43 })).toEqual([LISTING_COORDINATE_TEXTS.latitude]);
    expect(refusals({ ...HOME, Latitude: 39.15 })).toEqual([LISTING_COORDINATE_TEXTS.both]);
  });

  it('state the types, conditions and bounds it holds to', () => {
    expect(VALUATION_TEXTS.propertyType).toBe('Choose the home’s type: Single Family, Condo, Townhouse, Multi-Family');
    expect(VALUATION_TEXTS.condition).toBe('Choose the home’s condition: Needs work, Fair, Average, Good, Excellent');
    expect(VALUATION_TEXTS.squareFeet).toBe('Living area must be 200 to 30,000 square feet');
    expect(VALUATION_TEXTS.yearBuilt).toBe('Year built must be a year from 1800 to 2100');
  });
});
