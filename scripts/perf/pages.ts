import { blogPosts, properties } from '../seed-data';
import { SITE_URL } from '../stack/config';

/**
 * The public pages both the `npm test` budgets and the `npm run perf` benchmark audit: the core
 * pages, the sold homes, the open houses, a saved search's results (the link its alerts and
 * the account's 'See the homes' open: the listing with the search's filters) and the sellers'
 * valuation page.
 */
export const AUDITED_PATHS = [
  '/',
  '/properties',
  `/property/${properties.find((property) => property.isFeatured)!.id}`,
  '/contact',
  `/blog/${blogPosts[0]!.slug}`,
  '/sold',
  '/open-houses',
  '/properties?neighborhood=Hyde+Park&bedrooms=3',
  '/home-value',
];

export const auditedUrl = (path: string) => `${SITE_URL}${path}`;

/** A file name for a page's report: `/property/x` → `property-x`, `/` → `home`. */
export const reportName = (path: string) => path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';

/** Where a measurement's lines go: the console, or a step's log when it runs beside another (scripts/test.ts). */
export type Print = (line: string) => void;

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
