import { existsSync, readFileSync } from 'node:fs';

/** What one runner reported: counts, and the names behind the counts that need a reader's eye. */
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Failed tests, by full name: a CI log's tail must say which, not only how many. */
  failedNames: string[];
  /** Skipped tests, by full name. */
  skippedNames: string[];
  /** Tests that failed first and passed on retry, by full name. */
  flakyNames: string[];
}

export const NO_TESTS: TestCounts = { passed: 0, failed: 0, skipped: 0, failedNames: [], skippedNames: [], flakyNames: [] };

export function addCounts(a: TestCounts, b: TestCounts): TestCounts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    failedNames: [...a.failedNames, ...b.failedNames],
    skippedNames: [...a.skippedNames, ...b.skippedNames],
    flakyNames: [...a.flakyNames, ...b.flakyNames],
  };
}

/** A step that is one check rather than a suite (typecheck, lint, budgets) counts as one test. */
export const oneCheck = (ok: boolean): TestCounts => ({ ...NO_TESTS, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: {
    name: string;
    status: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

export interface FileTime {
  file: string;
  seconds: number;
}

export interface JestResults {
  counts: TestCounts;
  files: FileTime[];
}

/**
 * Jest's `--json --outputFile` report. A suite that could not run (a syntax error, a crash while
 * loading) has no tests to count: it counts as one failure, so it can never pass unseen.
 */
export function readJestReport(path: string, root: string): JestResults | undefined {
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8')) as JestReport;
  const namesOf = (statuses: string[]) =>
    report.testResults.flatMap((suite) =>
      suite.assertionResults
        .filter((test) => statuses.includes(test.status))
        .map((test) => `${suite.name.replace(`${root}/`, '')} › ${test.fullName}`),
    );
  // A suite that could not load has no test to name: its file stands for it.
  const brokenSuites = report.testResults
    .filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0)
    .map((suite) => `${suite.name.replace(`${root}/`, '')} (could not run)`);
  return {
    counts: {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
      skipped: report.numPendingTests + report.numTodoTests,
      failedNames: [...namesOf(['failed']), ...brokenSuites],
      skippedNames: namesOf(['pending', 'skipped', 'todo']),
      flakyNames: [],
    },
    files: report.testResults.map((suite) => ({
      file: suite.name.replace(`${root}/`, ''),
      seconds: (suite.endTime - suite.startTime) / 1000,
    })),
  };
}

interface PlaywrightError {
  message?: string;
  location?: { file: string; line: number };
}

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped'; results?: { error?: PlaywrightError }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors?: unknown[];
}

/** A terminal's colour codes (ESC [ … m), which the reporter writes into its messages. */
const TERMINAL_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/**
 * Why an attempt failed, in one line: the error's first line and where it was thrown. CI keeps only a
 * log's tail, so the summary there must say why, not only which.
 */
function whyItFailed(error: PlaywrightError | undefined): string {
  if (!error) return '';
  const lines = (error.message ?? '').replace(TERMINAL_CODES, '').trim().split('\n');
  // An expectation's first line names only the matcher: what was expected and received says why.
  const said = [lines[0]!, ...lines.filter((line) => /^(Expected|Received)\b/.test(line))].map((line) => line.trim().slice(0, 160));
  const where = error.location ? ` (${error.location.file.split('/').slice(-2).join('/')}:${error.location.line})` : '';
  return `\n      ${said.join('; ')}${where}`;
}

/** Playwright's JSON reporter: 'flaky' is a test that failed, then passed on its retry. */
export function readPlaywrightReport(path: string): TestCounts | undefined {
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8')) as PlaywrightReport;
  const counts: TestCounts = { ...NO_TESTS, failedNames: [], skippedNames: [], flakyNames: [] };
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      const name = [...here, spec.title].join(' › ');
      for (const test of spec.tests) {
        if (test.status === 'expected') counts.passed++;
        else if (test.status === 'flaky') {
          counts.passed++;
          counts.flakyNames.push(name + whyItFailed(test.results?.[0]?.error));
        } else if (test.status === 'skipped') {
          counts.skipped++;
          counts.skippedNames.push(name);
        } else {
          counts.failed++;
          counts.failedNames.push(name + whyItFailed(test.results?.at(-1)?.error));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  // Errors outside any test (a broken config, a global setup that threw) fail the run too.
  counts.failed += report.errors?.length ?? 0;
  return counts;
}
