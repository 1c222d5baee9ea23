import { checkBundleBudget, nativeFormsWithAntd } from './bundleBudget';
import { imageBudgetMisses, measureImageBytes } from './imageBytes';
import { criticalRequests, renderBlockingThirdParty, type CriticalRequests } from './criticalRequests';
import { runLighthouse } from './lighthouseRun';
import { AUDITED_PATHS, auditedUrl, kilobytes, type Print } from './pages';

/**
 * The budgets that hold on any machine, however slow or busy: none is a time or a
 * Lighthouse performance score (those are `npm run perf`'s benchmark, which reports and never fails).
 */

/**
 * Critical requests (see criticalRequests.ts) per page: the server-rendered HTML, the stylesheet
 * and the preloaded hero image; today 2 to 3 requests and up to about 100 KB, with headroom.
 */
const CRITICAL_REQUESTS_BUDGET = { requests: 6, bytes: 150 * 1024 };

/**
 * Layout shift depends on the page's markup, styles and fonts' metrics, not on the CPU: the
 * site's target (every audited page measured 0 to 0.004 with the brand fonts swapping in).
 */
export const CLS_BUDGET = 0.02;

/** Minimum Lighthouse scores of the categories that audit the page's content, not its speed. */
export const CATEGORY_BUDGET = { accessibility: 95, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof CATEGORY_BUDGET;
const CATEGORIES = Object.keys(CATEGORY_BUDGET) as Category[];

interface PageAudit {
  path: string;
  critical: CriticalRequests;
  budget: typeof CRITICAL_REQUESTS_BUDGET;
  thirdPartyBlocking: string[];
  cls: number;
  scores: Record<Category, number>;
  misses: string[];
}

/** One Lighthouse run: the three content categories, plus the CLS audit and the network log and trace it records. */
async function auditPage(path: string): Promise<PageAudit> {
  const url = auditedUrl(path);
  const { lhr, artifacts } = await runLighthouse(url, { onlyCategories: CATEGORIES, onlyAudits: ['cumulative-layout-shift'] });
  const critical = criticalRequests(artifacts.DevtoolsLog, artifacts.Trace);
  const budget = CRITICAL_REQUESTS_BUDGET;
  const thirdPartyBlocking = renderBlockingThirdParty(artifacts.Trace, url);
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
  if (cls === undefined) throw new Error(`Lighthouse measured no CLS on ${url}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score on ${url}`);
      return [category, Math.round(score * 100)];
    }),
  ) as Record<Category, number>;
  const misses = [
    ...(critical.count > budget.requests ? [`${critical.count} critical requests > ${budget.requests}`] : []),
    ...(critical.transferBytes > budget.bytes
      ? [`${kilobytes(critical.transferBytes)} of critical requests > ${kilobytes(budget.bytes)}`]
      : []),
    ...thirdPartyBlocking.map((blocking) => `render-blocking third-party request ${blocking}`),
    ...(cls > CLS_BUDGET ? [`CLS ${cls.toFixed(3)} > ${CLS_BUDGET}`] : []),
    ...CATEGORIES.filter((category) => scores[category] < CATEGORY_BUDGET[category]).map(
      (category) => `${category} ${scores[category]} < ${CATEGORY_BUDGET[category]}`,
    ),
  ];
  return { path, critical, budget, thirdPartyBlocking, cls, scores, misses };
}

/**
 * `npm test`'s budgets on the running local stack (seeded, at SITE_URL), with Chromium at CHROMIUM_PATH:
 * initial JavaScript per public page (from the build's manifest) and no antd in the native lead
 * forms' chunks, then per audited page its critical requests, render-blocking third-party
 * requests, CLS and Lighthouse's accessibility, best-practices and SEO scores; then the image
 * bytes of the photographed pages (imageBytes.ts). Prints what it measured; rejects listing every
 * miss.
 */
export async function checkDeterministicBudgets(print: Print = console.log): Promise<void> {
  const overweight = checkBundleBudget(print);
  const formsWithAntd = nativeFormsWithAntd();
  const audits: PageAudit[] = [];
  for (const path of AUDITED_PATHS) audits.push(await auditPage(path));

  print(
    `\nPer page (one Lighthouse mobile run; CLS ≤ ${CLS_BUDGET}; ${CATEGORIES.join(', ')} ≥ ${Object.values(CATEGORY_BUDGET).join('/')}; ` +
      'no render-blocking third-party request):',
  );
  print(`        ${'page'.padEnd(48)} ${'critical requests (budget)'.padEnd(32)} ${'CLS'.padEnd(6)} a11y  BP  SEO  3rd-party blocking`);
  for (const { path, critical, budget, thirdPartyBlocking, cls, scores, misses } of audits) {
    const requests = `${critical.count}/${budget.requests}, ${kilobytes(critical.transferBytes)}/${kilobytes(budget.bytes)}`;
    print(
      `  ${misses.length ? 'FAIL' : 'ok  '}  ${path.padEnd(48)} ${requests.padEnd(32)} ${cls.toFixed(3).padEnd(6)} ` +
        `${String(scores.accessibility).padStart(4)} ${String(scores['best-practices']).padStart(3)} ${String(scores.seo).padStart(4)}  ${thirdPartyBlocking.length}`,
    );
  }

  const imageMisses = imageBudgetMisses(await measureImageBytes({ everyImage: false, print }));

  const misses = [
    ...overweight.map(({ page, gzipBytes }) => `${page}: ${kilobytes(gzipBytes)} of initial JavaScript`),
    ...formsWithAntd.map((form) => `${form}: its chunks hold antd, which its native controls need not load`),
    ...audits.flatMap(({ path, misses: pageMisses }) => pageMisses.map((miss) => `${path}: ${miss}`)),
    ...imageMisses,
  ];
  if (misses.length > 0) throw new Error(`Budgets missed:\n  ${misses.join('\n  ')}`);
}
