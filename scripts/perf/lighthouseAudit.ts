import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../playwright.config';
import { LOCAL_DIR } from '../stack/paths';

/** Issue 4: Lighthouse 12, mobile profile (its default), minimum scores per category. */
export const LIGHTHOUSE_BUDGET = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof LIGHTHOUSE_BUDGET;

const REPORT_DIR = join(LOCAL_DIR, 'lighthouse');

export interface AuditResult {
  url: string;
  scores: Record<Category, number>;
  failures: string[];
}

/** Audits each URL in a fresh headless Chromium; HTML reports go to .local/lighthouse/. */
export async function auditPages(urls: string[]): Promise<AuditResult[]> {
  mkdirSync(REPORT_DIR, { recursive: true });
  const results: AuditResult[] = [];
  for (const url of urls) {
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
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: Object.keys(LIGHTHOUSE_BUDGET),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(join(REPORT_DIR, `${name}.html`), String(result.report));
      const scores = Object.fromEntries(
        Object.keys(LIGHTHOUSE_BUDGET).map((category) => [category, Math.round((result.lhr.categories[category]?.score ?? 0) * 100)]),
      ) as Record<Category, number>;
      const failures = (Object.keys(LIGHTHOUSE_BUDGET) as Category[])
        .filter((category) => scores[category] < LIGHTHOUSE_BUDGET[category])
        .map((category) => `${category} ${scores[category]} < ${LIGHTHOUSE_BUDGET[category]}`);
      results.push({ url, scores, failures });
    } finally {
      chrome.kill();
    }
  }
  console.log('\nLighthouse (mobile):');
  for (const { url, scores, failures } of results) {
    console.log(
      `  ${failures.length ? 'FAIL' : 'ok  '}  ${url}  ${Object.entries(scores)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  }
  console.log(`  reports: ${REPORT_DIR}`);
  return results;
}
