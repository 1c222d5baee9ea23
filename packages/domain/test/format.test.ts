import { formatLongDate, formatPrice, formatSquareFeet } from '../src';

describe('formatPrice', () => {
  it('shows whole US dollars with separators and no decimals', () => {
    expect(formatPrice(1250000)).toBe('$1,250,000');
    expect(formatPrice(749999.6)).toBe('$750,000');
  });
});

describe('formatSquareFeet', () => {
  it('adds thousands separators', () => {
    expect(formatSquareFeet(4850)).toBe('4,850');
    expect(formatSquareFeet(87120)).toBe('87,120');
  });
});

describe('formatLongDate', () => {
  it('writes a long US date in Cincinnati time', () => {
    expect(formatLongDate('2026-11-21T15:00:00.000Z')).toBe('November 21, 2026');
    // 02:00 UTC is still the previous evening in Cincinnati.
    expect(formatLongDate('2026-03-01T02:00:00.000Z')).toBe('February 28, 2026');
  });

  it.each([null, undefined, '', 'not a date'])('shows N/A for %p', (value) => {
    expect(formatLongDate(value)).toBe('N/A');
  });
});
