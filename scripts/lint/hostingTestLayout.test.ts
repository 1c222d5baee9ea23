import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isLintProbeFolder } from './lintProbeFolders';

// hosting/test mirrors hosting/: a folder per feature of hosting/src/features, one per other part
// of the site (hosting/src/app, api, components, pages, server, theme, and hosting/vite-plugins),
// and support/ for the harnesses, fixtures and module stand-ins. Every feature has a test of its own.

const HOSTING = join(__dirname, '..', '..', 'hosting');
const TESTS = join(HOSTING, 'test');

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !isLintProbeFolder(entry.name))
    .map((entry) => entry.name);
const testsIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.test\.tsx?$/.test(name));

const FEATURES = folders(join(HOSTING, 'src', 'features'));
const PARTS = [...folders(join(HOSTING, 'src')).filter((name) => name !== 'features'), 'vite-plugins'];

describe('hosting/test', () => {
  it('finds the features and the parts', () => {
    expect(FEATURES).toEqual(expect.arrayContaining(['leads', 'listings', 'staff']));
    expect(PARTS).toEqual(expect.arrayContaining(['app', 'components', 'pages', 'vite-plugins']));
  });

  it('keeps no test at its root: each is in the folder of what it tests', () => {
    expect(testsIn(TESTS).filter((name) => !name.includes('/'))).toEqual([]);
  });

  it('has a folder only for a feature, a part of the site or its support', () => {
    expect(folders(TESTS).filter((name) => name !== 'support' && !FEATURES.includes(name) && !PARTS.includes(name))).toEqual([]);
  });

  it('tests every feature in a folder of its own', () => {
    const tested = new Set(folders(TESTS).filter((name) => testsIn(join(TESTS, name)).length > 0));
    expect(FEATURES.filter((feature) => !tested.has(feature))).toEqual([]);
  });

  it('keeps support/ free of tests', () => {
    expect(testsIn(join(TESTS, 'support'))).toEqual([]);
  });
});
