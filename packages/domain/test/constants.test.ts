import {
  isBookableShowingDay,
  isLeadSource,
  LEAD_SOURCES,
  NEIGHBORHOOD_OPTIONS,
  neighborhoodId,
  parsePriceRange,
  PRICE_RANGE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from '../src';

describe('option lists (docs/product/reference.md#numbers)', () => {
  it('lists the neighborhoods after the default, in the documented order', () => {
    expect(NEIGHBORHOOD_OPTIONS).toEqual([
      'All Neighborhoods',
      'Hyde Park',
      'Mount Adams',
      'Indian Hill',
      'Downtown',
      'Oakley',
      'Clifton',
      'West End',
      'Over-the-Rhine',
      'Blue Ash',
    ]);
  });

  it('lists the property types after the default', () => {
    expect(PROPERTY_TYPE_OPTIONS).toEqual(['All Types', 'Single Family', 'Condo', 'Townhouse', 'Multi-Family', 'Land']);
  });

  it('has the price ranges with the $2M+ label last', () => {
    expect(PRICE_RANGE_OPTIONS.map((option) => option.value)).toEqual([
      'Any Price',
      '250000-500000',
      '500000-750000',
      '750000-1000000',
      '1000000-2000000',
      '2000000-999999999',
    ]);
    expect(PRICE_RANGE_OPTIONS.at(-1)?.label).toBe('$2M+');
  });

  it('knows every lead source, current and legacy', () => {
    expect(LEAD_SOURCES).toEqual([
      'popup_lead_form',
      'consultation_form',
      'investor_form',
      'contact_form',
      'schedule_form',
      'showing_request',
      'account',
      'open_house',
    ]);
    expect(isLeadSource('contact_form')).toBe(true);
    expect(isLeadSource('toString')).toBe(false);
  });
});

describe('parsePriceRange', () => {
  it('splits the option value on the dash', () => {
    expect(parsePriceRange('750000-1500000')).toEqual({ minPrice: 750000, maxPrice: 1500000 });
  });

  it.each(['Any Price', '', '12-', 'abc-def'])('gives no bounds for %p', (value) => {
    expect(parsePriceRange(value)).toEqual({});
  });
});

describe('neighborhoodId', () => {
  it('makes URL-safe ids', () => {
    expect(neighborhoodId('Over-the-Rhine')).toBe('over-the-rhine');
    expect(neighborhoodId('Hyde Park')).toBe('hyde-park');
  });
});

describe('isBookableShowingDay', () => {
  const saturday = new Date(2026, 10, 21, 15, 30);

  it('accepts today and later weekdays and Saturdays', () => {
    expect(isBookableShowingDay(new Date(2026, 10, 21), saturday)).toBe(true);
    expect(isBookableShowingDay(new Date(2026, 10, 23), saturday)).toBe(true);
  });

  it('refuses past days and Sundays', () => {
    expect(isBookableShowingDay(new Date(2026, 10, 20), saturday)).toBe(false);
    expect(isBookableShowingDay(new Date(2026, 10, 22), saturday)).toBe(false);
  });
});
