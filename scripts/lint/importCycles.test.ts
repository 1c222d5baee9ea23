import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// `npm run lint`'s cycle check (dependency-cruiser, .dependency-cruiser.mjs) fails modules that
// import each other, in every folder it covers, and passes imports that run one way. Each case's
// files go into a new folder inside the checked one (the prefix lintProbeFolders.ts knows), and one
// cruise checks every case's folder at once, as `npm run lint` checks all its folders in one run.

const ROOT = join(__dirname, '..', '..');
/** The folders `npm run lint` checks (package.json's lint script names the same). */
const CYCLE_FOLDERS = ['hosting/src', 'hosting/vite-plugins', 'functions/src', 'packages/domain/src', 'scripts', 'e2e'];
const uses = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

interface Probe {
  folder: string;
  /** The files, given the probe folder's path inside `folder` (for specifiers that name it). */
  files: (name: string) => Record<string, string>;
  /** Set once the files are written. */
  path?: string;
  cycles?: string[][];
}

interface Violation {
  from: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

const probes: Probe[] = [];

/** A case's files, for a new probe folder inside `folder`: written and cruised, with every other case's, before the tests run. */
function probeIn(folder: string, files: Probe['files'] | Record<string, string>): Probe {
  const probe = { folder, files: typeof files === 'function' ? files : () => files };
  probes.push(probe);
  return probe;
}

/** The cycles the check found from the probe's modules, each as its files' names in the probe, sorted, once. */
function cyclesOf(probe: Probe): string[][] {
  return probe.cycles!;
}

beforeAll(() => {
  for (const probe of probes) {
    probe.path = mkdtempSync(join(ROOT, probe.folder, 'lint-probe-'));
    const files = probe.files(relative(join(ROOT, probe.folder), probe.path));
    for (const [name, code] of Object.entries(files)) writeFileSync(join(probe.path, name), code);
  }
  const cruise = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'depcruise'),
    ['--config', '.dependency-cruiser.mjs', '--output-type', 'json', ...probes.map(({ path }) => relative(ROOT, path!))],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!cruise.stdout) throw new Error(`depcruise answered nothing: ${cruise.stderr}`);
  const { violations } = (JSON.parse(cruise.stdout) as { summary: { violations: Violation[] } }).summary;
  const cycles = violations.filter(({ rule }) => rule.name === 'no-import-cycle');
  // A cycle belongs to the probe its first module is in; one outside every probe (in the checked code itself) to each.
  const inProbe = (probe: Probe, { from }: Violation) => join(ROOT, from).startsWith(probe.path! + sep);
  const outside = cycles.filter((violation) => !probes.some((probe) => inProbe(probe, violation)));
  for (const probe of probes) {
    const found = [...cycles.filter((violation) => inProbe(probe, violation)), ...outside].map(({ cycle = [] }) =>
      cycle.map(({ name }) => relative(probe.path!, join(ROOT, name))).sort(),
    );
    probe.cycles = [...new Map(found.map((cycle) => [cycle.join(), cycle])).values()];
  }
});

afterAll(() => {
  for (const { path } of probes) if (path) rmSync(path, { recursive: true, force: true });
});

describe.each(CYCLE_FOLDERS)('%s', (folder) => {
  const oneWay = probeIn(folder, { 'a.ts': uses('./b'), 'b.ts': 'export const b = 1;\n' });
  const eachOther = probeIn(folder, { 'a.ts': uses('./b'), 'b.ts': uses('./a') });

  it('passes one module importing another', () => {
    expect(cyclesOf(oneWay)).toEqual([]);
  });

  it('fails two modules that import each other', () => {
    expect(cyclesOf(eachOther)).toEqual([['a.ts', 'b.ts']]);
  });
});

describe('what counts as an import', () => {
  const lazy = probeIn('hosting/src', {
    'a.tsx': "export const load = () => import('./b');\n",
    'b.ts': "export * from './c';\n",
    'c.ts': uses('./a'),
  });
  const typeOnly = probeIn('functions/src', {
    'a.ts': "import type { B } from './b';\nexport type A = B;\nexport const a = 1;\n",
    'b.ts': "import { a } from './a';\nexport type B = typeof a;\nexport type { A } from './a';\n",
    'c.ts': "import { type B } from './b';\nexport type C = B;\nexport { type A } from './a';\n",
  });
  const aliased = probeIn('hosting/src', (name) => ({
    'a.ts': uses(`@/${name}/b`),
    'b.ts': `${uses('./a')}export * as domain from '@estate/domain';\n`,
  }));

  it('a lazy import() closes a cycle, as a re-export does', () => {
    expect(cyclesOf(lazy)).toEqual([['a.tsx', 'b.ts', 'c.ts']]);
  });

  it('a type-only import or re-export does not: it is gone from the build', () => {
    expect(cyclesOf(typeOnly)).toEqual([]);
  });

  it('through the @/ alias and the @estate/domain workspace, as the projects resolve them', () => {
    expect(cyclesOf(aliased)).toEqual([['a.ts', 'b.ts']]);
  });
});
