/** One of the deploy step's checks: what it looked at, and what would make the deploy fail or go wrong. */
export interface CheckResult {
  name: string;
  /** What was checked, printed whether or not it passed. */
  lines: string[];
  problems: string[];
}
