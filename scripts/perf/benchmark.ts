import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_DIR } from '../stack/paths';
import { runLighthouse } from './lighthouseRun';
import { AUDITED_PATHS, auditedUrl, kilobytes, reportName } from './pages';
import { median } from './timedRequests';

/**
 * `npm run perf`'s benchmark: Lighthouse's performance category (mobile, simulated throttling) on the
 * audited pages. Its figures depend on this machine's CPU and load, so it reports them next to
 * Lighthouse's benchmarkIndex of the machine and fails only when it cannot measure.
 */
export const RUNS_PER_PAGE = 3;

/** The server-rendering work's targets, printed for reference; a page missing them is marked, not failed. */
export const PERFORMANCE_TARGETS = { score: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 };

export const REPORT_DIR = join(LOCAL_DIR, 'lighthouse');

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  benchmarkIndex: number;
  report: string;
}

export interface PageBenchmark {
  path: string;
  runs: Omit<Run, 'report'>[];
  median: Omit<Run, 'report' | 'benchmarkIndex'>;
}

async function measure(url: string): Promise<Run> {
  const { lhr, report } = await runLighthouse(url, { onlyCategories: ['performance'], output: 'html' });
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score on ${url}`);
  return {
    score: Math.round(score * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    totalBytes: metric('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    report: String(report),
  };
}

/** Measures every audited page RUNS_PER_PAGE times, keeps the HTML report of each page's median run, prints the table. */
export async function runBenchmark(): Promise<PageBenchmark[]> {
  mkdirSync(REPORT_DIR, { recursive: true });
  const pages: PageBenchmark[] = [];
  for (const path of AUDITED_PATHS) {
    // One request first: Lighthouse measures the page, not the site function's cold start (which a
    // deployed site's CDN cache and steady traffic mostly hide).
    const warmUp = await fetch(auditedUrl(path));
    if (!warmUp.ok) throw new Error(`${path} answered ${warmUp.status}`);
    const runs: Run[] = [];
    for (let run = 0; run < RUNS_PER_PAGE; run++) runs.push(await measure(auditedUrl(path)));
    const score = median(runs.map((run) => run.score));
    writeFileSync(join(REPORT_DIR, `${reportName(path)}.html`), runs.find((run) => run.score === score)!.report);
    pages.push({
      path,
      runs: runs.map(({ report: _report, ...figures }) => figures),
      median: {
        score,
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
        totalBytes: median(runs.map((run) => run.totalBytes)),
      },
    });
  }
  printTable(pages);
  return pages;
}

function printTable(pages: PageBenchmark[]): void {
  const targets = PERFORMANCE_TARGETS;
  const mark = (missed: boolean) => (missed ? '*' : ' ');
  const indexes = pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  console.log(`\nLighthouse performance (mobile, simulated throttling; median of ${RUNS_PER_PAGE} runs, each run's score in brackets).`);
  console.log(
    `Targets, for reference only: score ≥ ${targets.score}, LCP ≤ ${targets.lcpMs / 1000} s, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}; * marks a miss.`,
  );
  console.log(
    `  ${'page'.padEnd(48)} ${'score'.padEnd(16)} ${'LCP'.padStart(8)} ${'TBT'.padStart(9)} ${'CLS'.padStart(7)} ${'bytes'.padStart(10)}  benchmarkIndex`,
  );
  for (const { path, runs, median: m } of pages) {
    const score = `${m.score}${mark(m.score < targets.score)} [${runs.map((run) => run.score).join(', ')}]`;
    console.log(
      `  ${path.padEnd(48)} ${score.padEnd(16)} ${`${(m.lcpMs / 1000).toFixed(2)} s${mark(m.lcpMs > targets.lcpMs)}`.padStart(8)} ` +
        `${`${Math.round(m.tbtMs)} ms${mark(m.tbtMs > targets.tbtMs)}`.padStart(9)} ${`${m.cls.toFixed(3)}${mark(m.cls > targets.cls)}`.padStart(7)} ` +
        `${kilobytes(m.totalBytes).padStart(10)}  ${runs.map((run) => Math.round(run.benchmarkIndex)).join(', ')}`,
    );
  }
  console.log(
    `Machine: Lighthouse benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} ` +
      `(median ${Math.round(median(indexes))}; higher is faster: scores fall on a slower or busier machine).`,
  );
  console.log(`Reports (each page's median run): ${REPORT_DIR}`);
}
