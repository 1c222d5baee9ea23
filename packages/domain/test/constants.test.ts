import {
  ANY_PRICE,
  isBookableShowingDay,
  isLeadSource,
  LEAD_SOURCES,
  NEIGHBORHOOD_NAMES,
  neighborhoodId,
  parsePriceRange,
  PRICE_RANGE_OPTIONS,
} from '../src';

describe('the lead sources', () => {
  it('are each a lead source, and nothing else is', () => {
    for (const source of LEAD_SOURCES) expect(isLeadSource(source)).toBe(true);
    expect(isLeadSource('toString')).toBe(false);
    expect(isLeadSource('Contact form')).toBe(false);
  });
});

describe('parsePriceRange', () => {
  it('gives every range the search offers its bounds, each range starting where the one before ended', () => {
    const bounds = PRICE_RANGE_OPTIONS.filter((option) => option.value !== ANY_PRICE).map((option) => parsePriceRange(option.value));
    for (const { minPrice, maxPrice } of bounds) expect(minPrice).toBeLessThan(maxPrice!);
    for (let n = 1; n < bounds.length; n += 1) expect(bounds[n]!.minPrice).toBe(bounds[n - 1]!.maxPrice);
  });

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

  it('gives every neighborhood an id of its own', () => {
    const ids = NEIGHBORHOOD_NAMES.map(neighborhoodId);
    expect(new Set(ids).size).toBe(NEIGHBORHOOD_NAMES.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
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
