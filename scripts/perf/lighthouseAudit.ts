import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../playwright.config';
import { LOCAL_DIR } from '../stack/paths';

/** Issue 4: Lighthouse 12, mobile profile (its default), minimum scores per category. */
export const LIGHTHOUSE_BUDGET = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof LIGHTHOUSE_BUDGET;
type Scores = Record<Category, number>;

const CATEGORIES = Object.keys(LIGHTHOUSE_BUDGET) as Category[];

/**
 * Simulated throttling still feels the machine's load (the main thread's work is measured, then
 * scaled): each page is audited this many times and judged on the median, so one busy moment
 * neither fails nor passes it.
 */
export const RUNS_PER_PAGE = 3;

const REPORT_DIR = join(LOCAL_DIR, 'lighthouse');

export interface AuditResult {
  url: string;
  /** The median of the runs, per category. */
  scores: Scores;
  runs: Scores[];
  failures: string[];
}

/** One audit in a fresh headless Chromium. */
async function auditOnce(url: string): Promise<{ scores: Scores; report: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((result.lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Scores;
    return { scores, report: String(result.report) };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Audits each URL RUNS_PER_PAGE times; the HTML report of its median performance run goes to .local/lighthouse/. */
export async function auditPages(urls: string[]): Promise<AuditResult[]> {
  mkdirSync(REPORT_DIR, { recursive: true });
  const results: AuditResult[] = [];
  for (const url of urls) {
    const runs: Awaited<ReturnType<typeof auditOnce>>[] = [];
    for (let run = 0; run < RUNS_PER_PAGE; run++) runs.push(await auditOnce(url));
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))])) as Scores;
    const medianRun = runs.find((run) => run.scores.performance === scores.performance)!;
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(REPORT_DIR, `${name}.html`), medianRun.report);
    const failures = CATEGORIES.filter((category) => scores[category] < LIGHTHOUSE_BUDGET[category]).map(
      (category) => `${category} ${scores[category]} < ${LIGHTHOUSE_BUDGET[category]}`,
    );
    results.push({ url, scores, runs: runs.map((run) => run.scores), failures });
  }
  console.log(`\nLighthouse (mobile; median of ${RUNS_PER_PAGE} runs, performance of each run in brackets):`);
  for (const { url, scores, runs, failures } of results) {
    const categories = CATEGORIES.map((category) => `${category} ${scores[category]}`).join(', ');
    console.log(`  ${failures.length ? 'FAIL' : 'ok  '}  ${url}  ${categories}  [${runs.map((run) => run.performance).join(', ')}]`);
  }
  console.log(`  reports: ${REPORT_DIR}`);
  return results;
}
