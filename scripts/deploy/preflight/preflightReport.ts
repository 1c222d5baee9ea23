import { missingCount, type PreflightResult } from './runPreflight';

/**
 * The preflight's report: each check with what it looked at and what is missing, each missing
 * item with its fix, then every fix once, in order, to copy.
 */
export function preflightReport(projectId: string, results: PreflightResult[]): string[] {
  const lines = [`Preflight of ${projectId}`];
  for (const { name, lines: seen, missing } of results) {
    lines.push(`${missing.length === 0 ? 'ok     ' : 'MISSING'} ${name}`);
    for (const line of seen) lines.push(`        ${line}`);
    for (const { item, fix } of missing) lines.push(`        ✗ ${item}`, `          fix: ${fix}`);
  }
  const count = missingCount(results);
  if (count === 0) {
    lines.push(`Everything the deploy needs is in place (${results.length} checks).`);
    return lines;
  }
  const fixes = [...new Set(results.flatMap((result) => result.missing.map((missing) => missing.fix)))];
  lines.push(`${count} missing: a deploy stops here. The fixes, in order:`, ...fixes.map((fix) => `  ${fix}`));
  return lines;
}
