/**
 * The listings' sitemaps, one per calendar month (UTC) of the listings' `createdAt`
 * (docs/product/site.md#sitemap): each stays far under the sitemaps.org protocol's 50,000 URLs a
 * file, and each reads only its own month's listings.
 */

/** A month as the sitemaps name it: 'YYYY-MM'. */
export type SitemapMonth = string;

/** The month's first instant and the next month's (UTC). */
export interface MonthSpan {
  from: Date;
  /** Absent for the current month, which also lists what is dated later. */
  until?: Date;
}

const MONTH = /^[1-9]\d{3}-(0[1-9]|1[0-2])$/;

export const isSitemapMonth = (text: string): text is SitemapMonth => MONTH.test(text);

/** The UTC month of an instant. */
export const monthOf = (instant: Date): SitemapMonth => instant.toISOString().slice(0, 7);

const startOf = (month: SitemapMonth) => new Date(`${month}-01T00:00:00.000Z`);

function nextMonth(month: SitemapMonth): SitemapMonth {
  const start = startOf(month);
  return monthOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)));
}

/** Whether a month's sitemap exists: a well-formed month, not after the current one (earlier ones may be empty). */
export const hasSitemap = (month: string, now: Date): month is SitemapMonth => isSitemapMonth(month) && month <= monthOf(now);

/**
 * Every month from the oldest public listing's to the current one (none without listings). A
 * listing dated after the current month (a source's date in the future) is the current month's,
 * so the listing is in some sitemap.
 */
export function sitemapMonths(firstCreatedAt: string | undefined, now: Date): SitemapMonth[] {
  if (firstCreatedAt === undefined) return [];
  const last = monthOf(now);
  const months: SitemapMonth[] = [];
  for (let month = monthOf(new Date(firstCreatedAt)); month <= last; month = nextMonth(month)) months.push(month);
  return months.length > 0 ? months : [last];
}

/** The `createdAt` range of a month's sitemap: the month itself, open-ended for the current month (see sitemapMonths). */
export function monthSpan(month: SitemapMonth, now: Date): MonthSpan {
  return month === monthOf(now) ? { from: startOf(month) } : { from: startOf(month), until: startOf(nextMonth(month)) };
}
