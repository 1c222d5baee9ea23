import { hasSitemap, isSitemapMonth, monthOf, monthSpan, sitemapMonths } from '../src';

/** docs/product/site.md#sitemap: one sitemap per UTC month of the listings' creation. */
const NOW = new Date('2027-02-14T23:30:00Z');

describe('the listings’ sitemap months', () => {
  it('names a month YYYY-MM, as UTC counts it', () => {
    expect(monthOf(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    for (const month of ['2026-01', '2026-12', '1999-07']) expect(isSitemapMonth(month)).toBe(true);
    for (const text of ['2026-13', '2026-00', '2026-1', '0999-12', '2026-01x', 'listings-2026-01', ''])
      expect(isSitemapMonth(text)).toBe(false);
  });

  it('has a sitemap for every well-formed month up to the current one, none for a month to come', () => {
    expect(hasSitemap('2027-02', NOW)).toBe(true);
    expect(hasSitemap('1999-01', NOW)).toBe(true);
    expect(hasSitemap('2027-03', NOW)).toBe(false);
    expect(hasSitemap('2027-2', NOW)).toBe(false);
  });

  it('runs from the oldest listing’s month to the current one, across years; none without listings', () => {
    expect(sitemapMonths('2026-10-31T12:00:00.000Z', NOW)).toEqual(['2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
    expect(sitemapMonths('2027-02-01T00:00:00.000Z', NOW)).toEqual(['2027-02']);
    expect(sitemapMonths(undefined, NOW)).toEqual([]);
  });

  it('lists a listing dated after the current month in the current month', () => {
    expect(sitemapMonths('2027-05-01T12:00:00.000Z', NOW)).toEqual(['2027-02']);
    expect(monthSpan('2027-02', NOW)).toEqual({ from: new Date('2027-02-01T00:00:00Z') });
  });

  it('reads a past month from its first instant up to the next month’s', () => {
    expect(monthSpan('2026-12', NOW)).toEqual({ from: new Date('2026-12-01T00:00:00Z'), until: new Date('2027-01-01T00:00:00Z') });
    expect(monthSpan('2026-02', NOW)).toEqual({ from: new Date('2026-02-01T00:00:00Z'), until: new Date('2026-03-01T00:00:00Z') });
  });
});
