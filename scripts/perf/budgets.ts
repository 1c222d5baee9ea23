import { properties } from '../seed-data';
import { SITE_URL } from '../stack/config';
import { checkBundleBudget } from './bundleBudget';
import { auditPages } from './lighthouseAudit';

/** The pages issue 4 names: home, the listing, and a property page. */
export const AUDITED_PATHS = ['/', '/properties', `/property/${properties.find((property) => property.isFeatured)!.id}`];

/** Bundle and Lighthouse budgets against the running local stack; rejects naming every miss. */
export async function checkPerformanceBudgets(): Promise<void> {
  const overweight = checkBundleBudget();
  const audits = await auditPages(AUDITED_PATHS.map((path) => `${SITE_URL}${path}`));
  const misses = [
    ...overweight.map(({ page, gzipBytes }) => `${page}: ${(gzipBytes / 1024).toFixed(1)} KB of initial JavaScript`),
    ...audits.flatMap(({ url, failures }) => failures.map((failure) => `${url}: ${failure}`)),
  ];
  if (misses.length > 0) throw new Error(`Performance budgets missed:\n  ${misses.join('\n  ')}`);
}
