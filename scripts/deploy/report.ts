import { NO_TESTS, type TestCounts } from '../testing/results';
import type { CheckResult } from './checkResult';

/** Prints what each check looked at and any problem; each check counts as one test. */
export function reportChecks(results: CheckResult[], step = 'deploy'): TestCounts {
  for (const { name, lines, problems } of results) {
    console.log(`[${step}] ${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}`);
    for (const line of lines) console.log(`         ${line}`);
    for (const problem of problems) console.error(`         ✗ ${problem}`);
  }
  const failed = results.filter((result) => result.problems.length > 0).length;
  return { ...NO_TESTS, passed: results.length - failed, failed };
}
