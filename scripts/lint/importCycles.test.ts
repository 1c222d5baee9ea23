import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CYCLE_FOLDERS, findImportCycles } from './importCycles';

// The cycle check of `npm run lint` fails modules that import each other, in every folder it
// covers, resolved by that folder's project, and passes imports that run one way. Each case's
// files go into a new folder inside the checked one (the prefix lintProbeFolders.ts knows).

const ROOT = join(__dirname, '..', '..');
const uses = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Writes `files` into a new probe folder inside `folder`; answers the cycles among them, by file name. */
function cyclesOf(folder: string, files: Record<string, string>): string[][] {
  const probe = mkdtempSync(join(ROOT, folder, 'lint-probe-'));
  folders.push(probe);
  for (const [name, code] of Object.entries(files)) writeFileSync(join(probe, name), code);
  const cycles = findImportCycles(
    Object.keys(files).map((name) => join(probe, name)),
    ROOT,
  );
  return cycles.map((cycle) => cycle.map((file) => file.slice(probe.length + 1)).sort());
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
    const probe = mkdtempSync(join(ROOT, 'hosting/src', 'lint-probe-'));
    folders.push(probe);
    const name = probe.slice(join(ROOT, 'hosting/src').length + 1);
    writeFileSync(join(probe, 'a.ts'), uses(`@/${name}/b`));
    writeFileSync(join(probe, 'b.ts'), `${uses('./a')}export * as domain from '@estate/domain';\n`);
    const [cycle, ...others] = findImportCycles([join(probe, 'a.ts')], ROOT);
    expect(others).toEqual([]);
    expect(cycle!.map((file) => file.slice(probe.length + 1)).sort()).toEqual(['a.ts', 'b.ts']);
  });
});
