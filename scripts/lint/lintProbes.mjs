// `node scripts/lint/lintProbes.mjs '[{ "folder": …, "files": { name: code } }]'` writes each case's
// files into a new folder inside `folder`, lints them under eslint.config.mjs, deletes them, and
// prints each case's messages as JSON. Real files rather than lintText: import/no-cycle reads the
// import graph from disk. boundaries.test.ts runs it in a child process because ESLint loads its
// flat config with import(), which jest's CommonJS runtime does not allow.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dirs = [];
try {
  const casePaths = JSON.parse(process.argv[2]).map(({ folder, files }) => {
    // The prefix lintProbeFolders.ts knows, so the tests that list folders pass over this one.
    const dir = mkdtempSync(join(root, folder, 'lint-probe-'));
    dirs.push(dir);
    return Object.entries(files).map(([name, code]) => {
      writeFileSync(join(dir, name), code);
      return join(dir, name);
    });
  });
  const results = await new ESLint({ cwd: root }).lintFiles(casePaths.flat());
  const messages = new Map(results.map((result) => [result.filePath, result.messages]));
  const found = casePaths.map((paths) => paths.flatMap((path) => messages.get(path).map(({ ruleId, message }) => ({ ruleId, message }))));
  process.stdout.write(JSON.stringify(found));
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
