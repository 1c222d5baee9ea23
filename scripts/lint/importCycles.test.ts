import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// `npm run lint`'s cycle check (dependency-cruiser, .dependency-cruiser.mjs) fails modules that
// import each other, in every folder it covers, and passes imports that run one way. Each case's
// files go into a new folder inside the checked one (the prefix lintProbeFolders.ts knows).

const ROOT = join(__dirname, '..', '..');
/** The folders `npm run lint` checks (package.json's lint script names the same). */
const CYCLE_FOLDERS = ['hosting/src', 'hosting/vite-plugins', 'functions/src', 'packages/domain/src', 'scripts', 'e2e'];
const uses = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A new probe folder inside `folder`. */
function probeIn(folder: string): string {
  const probe = mkdtempSync(join(ROOT, folder, 'lint-probe-'));
  folders.push(probe);
  return probe;
}

interface Violation {
  rule: { name: string };
  cycle?: { name: string }[];
}

/** The cycles the check finds from the probe's modules, each as its files' names in the probe, sorted, once. */
function cyclesFrom(probe: string): string[][] {
  const cruise = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'depcruise'),
    ['--config', '.dependency-cruiser.mjs', '--output-type', 'json', relative(ROOT, probe)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const { violations } = (JSON.parse(cruise.stdout) as { summary: { violations: Violation[] } }).summary;
  const cycles = violations
    .filter(({ rule }) => rule.name === 'no-import-cycle')
    .map(({ cycle = [] }) => cycle.map(({ name }) => relative(probe, join(ROOT, name))).sort());
  return [...new Map(cycles.map((cycle) => [cycle.join(), cycle])).values()];
}

/** Writes `files` into a new probe folder inside `folder`; answers the cycles among them. */
function cyclesOf(folder: string, files: Record<string, string>): string[][] {
  const probe = probeIn(folder);
  for (const [name, code] of Object.entries(files)) writeFileSync(join(probe, name), code);
  return cyclesFrom(probe);
}

describe.each(CYCLE_FOLDERS)('%s', (folder) => {
  it('passes one module importing another', () => {
    expect(cyclesOf(folder, { 'a.ts': uses('./b'), 'b.ts': 'export const b = 1;\n' })).toEqual([]);
  });

  it('fails two modules that import each other', () => {
    expect(cyclesOf(folder, { 'a.ts': uses('./b'), 'b.ts': uses('./a') })).toEqual([['a.ts', 'b.ts']]);
  });
});

describe('what counts as an import', () => {
  it('a lazy import() closes a cycle, as a re-export does', () => {
    expect(
      cyclesOf('hosting/src', {
        'a.tsx': "export const load = () => import('./b');\n",
        'b.ts': "export * from './c';\n",
        'c.ts': uses('./a'),
      }),
    ).toEqual([['a.tsx', 'b.ts', 'c.ts']]);
  });

  it('a type-only import or re-export does not: it is gone from the build', () => {
    expect(
      cyclesOf('functions/src', {
        'a.ts': "import type { B } from './b';\nexport type A = B;\nexport const a = 1;\n",
        'b.ts': "import { a } from './a';\nexport type B = typeof a;\nexport type { A } from './a';\n",
        'c.ts': "import { type B } from './b';\nexport type C = B;\nexport { type A } from './a';\n",
      }),
    ).toEqual([]);
  });

  it('through the @/ alias and the @estate/domain workspace, as the projects resolve them', () => {
    const probe = probeIn('hosting/src');
    const name = relative(join(ROOT, 'hosting/src'), probe);
    writeFileSync(join(probe, 'a.ts'), uses(`@/${name}/b`));
    writeFileSync(join(probe, 'b.ts'), `${uses('./a')}export * as domain from '@estate/domain';\n`);
    expect(cyclesFrom(probe)).toEqual([['a.ts', 'b.ts']]);
  });
});
