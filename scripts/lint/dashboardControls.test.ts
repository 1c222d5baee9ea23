import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

// One look in the dashboard (docs/product/design.md#one-look-in-the-dashboard): eslint.config.mjs refuses a raw
// control in the dashboard's code (each capability's dashboard/ part and the staff-only features), which build their panels from antd and @/components/form,
// and leaves the public features' native controls alone. lintProbes.mjs lints each case's files
// in a new folder inside `folder`.

interface Case {
  name: string;
  folder: string;
  code: string;
  /** The no-restricted-syntax message the file must get, or none: then it must lint clean. */
  refused?: RegExp;
}

const RAW_CONTROL = /dashboard’s components/;
const OUT_OF_FOLDER = /through the @\/ alias/;
const ROOT = join(__dirname, '..', '..');

const raw = (element: string) => `export const Probe = () => <${element} />;\n`;

const CASES: Case[] = [
  ...['button', 'input', 'select', 'textarea', 'fieldset', 'legend', 'label'].map((element) => ({
    name: `a dashboard panel with a raw <${element}>`,
    folder: 'hosting/src/features/showings/dashboard',
    code: raw(element),
    refused: RAW_CONTROL,
  })),
  {
    name: 'a dashboard panel with a raw control nested in a form',
    folder: 'hosting/src/features/dashboard/settings',
    code: 'export const Probe = () => (\n  <form>\n    <div>\n      <button type="submit">Save</button>\n    </div>\n  </form>\n);\n',
    refused: RAW_CONTROL,
  },
  {
    name: "a dashboard panel with antd's Button and the dashboard's fields",
    folder: 'hosting/src/features/showings/dashboard',
    code:
      "import { Button, Input } from 'antd';\nimport { FieldShell } from '@/components/form/FieldShell';\n" +
      'export const Probe = () => (\n  <form>\n    <FieldShell id="a" label="A">\n      <Input id="a" />\n    </FieldShell>\n    <Button htmlType="submit">Save</Button>\n  </form>\n);\n',
  },
  {
    name: "a capability's dashboard part with a raw control",
    folder: 'hosting/src/features/leads/dashboard',
    code: raw('button'),
    refused: RAW_CONTROL,
  },
  {
    name: 'a public feature with its native controls',
    folder: 'hosting/src/features/listings/search',
    code: 'export const Probe = () => (\n  <form>\n    <label htmlFor="q">Keyword</label>\n    <input id="q" />\n    <button type="submit">Search</button>\n  </form>\n);\n',
  },
  {
    // The dashboard's block restates hosting/src's no-restricted-syntax, which it would otherwise replace.
    name: 'a dashboard panel still may not import(…) from outside its folder',
    folder: 'hosting/src/features/showings/dashboard',
    code: "export const load = () => import('../index');\n",
    refused: OUT_OF_FOLDER,
  },
];

let found: { ruleId: string | null; message: string }[][];

beforeAll(async () => {
  // Under the one rule these cases are about.
  const probes = CASES.map(({ folder, code }) => ({ folder, files: { 'Probe.tsx': code }, rules: ['no-restricted-syntax'] }));
  const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'lintProbes.mjs'), JSON.stringify(probes)], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  found = JSON.parse(stdout);
});

test.each(CASES.map((lintCase, index) => [lintCase.name, lintCase.refused, index] as const))('%s', (_name, refused, index) => {
  const messages = found[index]!;
  if (refused) expect(messages).toContainEqual({ ruleId: 'no-restricted-syntax', message: expect.stringMatching(refused) });
  else expect(messages).toEqual([]);
});

test('every file allowed a raw control exists', () => {
  const config = readFileSync(join(ROOT, 'eslint.config.mjs'), 'utf8');
  const allowed = /const RAW_CONTROLS_ALLOWED = \[([\s\S]*?)\];/.exec(config)?.[1] ?? '';
  const paths = [...allowed.matchAll(/'(hosting\/src\/[^']+)'/g)].map(([, path]) => path!);
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
});
