import { addCounts, NO_TESTS, type FileTime, type TestCounts } from './results';

export interface StepResult {
  name: string;
  status: 'pass' | 'fail' | 'not run';
  seconds: number;
  counts?: TestCounts;
}

/** The slowest test files of a jest run, so a creeping file is seen before it hurts. */
export function printSlowestFiles(files: FileTime[], count: number): void {
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  console.log(`\n[test] Slowest ${slowest.length} test files:`);
  for (const { file, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)}s  ${file}`);
}

const describeCounts = ({ passed, failed, skipped }: TestCounts) =>
  `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;

/**
 * Every step with its time and counts, the failed, skipped and flaky tests by name, and last the line
 * that counts every runner's tests. Answers whether the whole run passed.
 */
export function printSummary(results: StepResult[]): boolean {
  console.log('\n[test] Summary');
  for (const { name, status, seconds, counts } of results) {
    const label = status === 'pass' ? 'PASS' : status === 'fail' ? 'FAIL' : 'SKIP';
    const detail = status === 'not run' ? 'not run' : counts ? describeCounts(counts) : '';
    console.log(`  ${label}  ${name.padEnd(10)} ${`${seconds.toFixed(1)}s`.padStart(7)}  ${detail}`);
  }
  const total = results.reduce((sum, result) => (result.counts ? addCounts(sum, result.counts) : sum), NO_TESTS);
  if (total.failedNames.length > 0) {
    console.log(`\n[test] Failed, ${total.failedNames.length}:`);
    for (const name of total.failedNames) console.log(`  ${name}`);
  }
  if (total.flakyNames.length > 0) {
    console.log(`\n[test] Passed only on retry (flaky), ${total.flakyNames.length}:`);
    for (const name of total.flakyNames) console.log(`  ${name}`);
  }
  if (total.skippedNames.length > 0) {
    console.log(`\n[test] Skipped, ${total.skippedNames.length}:`);
    for (const name of total.skippedNames) console.log(`  ${name}`);
  }
  const ok = results.every((result) => result.status === 'pass');
  // A step that did not run is a failure of the run even though it counted no test.
  const notRun = results.filter((result) => result.status === 'not run').length;
  if (notRun > 0) console.log(`\n[test] ${notRun} step(s) not run.`);
  console.log(`tests: ${describeCounts(total)}`);
  return ok;
}
