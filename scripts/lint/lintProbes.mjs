// `node scripts/lint/lintProbes.mjs '[{ "folder": …, "files": { name: code }, "rules"?: [ruleId, …] }]'`
// writes each case's files into a new folder inside `folder`, lints them under eslint.config.mjs
// (under the rules a case names only, when it names some: most cases are about one boundary
// rule), deletes them, and prints each case's messages as JSON. Real files rather than lintText:
// the rules resolve the probes' imports, of one another too, on disk. The tests run it in a child process because ESLint loads its flat
// config with import(), which jest's CommonJS runtime does not allow.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dirs = [];
try {
  const cases = JSON.parse(process.argv[2]).map(({ folder, files, rules }) => {
    // The prefix lintProbeFolders.ts knows, so the tests that list folders pass over this one.
    const dir = mkdtempSync(join(root, folder, 'lint-probe-'));
    dirs.push(dir);
    const paths = Object.entries(files).map(([name, code]) => {
      writeFileSync(join(dir, name), code);
      return join(dir, name);
    });
    return { paths, rules: rules ? JSON.stringify([...rules].sort()) : '' };
  });
  // One ESLint run for each set of rules: loading the config and resolving imports is the rest of the time.
  const messages = new Map();
  for (const rules of new Set(cases.map((probe) => probe.rules))) {
    const only = rules ? new Set(JSON.parse(rules)) : undefined;
    const eslint = new ESLint({ cwd: root, ruleFilter: only ? ({ ruleId }) => only.has(ruleId) : undefined });
    const results = await eslint.lintFiles(cases.filter((probe) => probe.rules === rules).flatMap((probe) => probe.paths));
    for (const result of results) messages.set(result.filePath, result.messages);
  }
  const found = cases.map(({ paths }) => paths.flatMap((path) => messages.get(path).map(({ ruleId, message }) => ({ ruleId, message }))));
  process.stdout.write(JSON.stringify(found));
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
