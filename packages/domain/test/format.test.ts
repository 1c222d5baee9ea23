import { formatCompactPrice, formatPrice, formatSquareFeet } from '../src';

describe('formatPrice', () => {
  it('shows whole US dollars with separators and no decimals', () => {
    expect(formatPrice(1250000)).toBe('$1,250,000');
    expect(formatPrice(749999.6)).toBe('$750,000');
  });

  // Whole amounts from 0 up are written by hand (no Intl on a listing page); the rest go to Intl.
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  it.each([
    0,
    0.4,
    0.5,
    7,
    999,
    1000,
    12345.5,
    999999.5,
    1_000_000,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    1e21,
    -1250,
    -0.4,
    NaN,
    Infinity,
  ])('writes %p as Intl does', (dollars) => {
    expect(formatPrice(dollars)).toBe(usd.format(dollars));
  });
});

describe('formatSquareFeet', () => {
  it('adds thousands separators', () => {
    expect(formatSquareFeet(4850)).toBe('4,850');
    expect(formatSquareFeet(87120)).toBe('87,120');
  });

  const thousands = new Intl.NumberFormat('en-US');
  it.each([0, 12, 100, 1000, 999_999, 1_234_567_890, 1234.5, -4850, 1e21, NaN])('writes %p as Intl does', (squareFeet) => {
    expect(formatSquareFeet(squareFeet)).toBe(thousands.format(squareFeet));
  });
});

describe('formatCompactPrice', () => {
  it('writes a price in three significant digits with its unit', () => {
    expect(formatCompactPrice(1_250_000)).toBe('$1.25M');
    expect(formatCompactPrice(850_000)).toBe('$850K');
    expect(formatCompactPrice(2_000_000)).toBe('$2M');
  });
});
