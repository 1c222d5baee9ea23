import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLintProbeFolder } from './lint/lintProbeFolders';

// docs/architecture.md#module-map names every folder of the three trees: a new module, feature or
// domain folder is added there with a line of what it holds, and a removed one leaves it.

const ROOT = join(__dirname, '..');
const TREES = ['functions/src', 'hosting/src/features', 'packages/domain/src'];

const folders = (tree: string) =>
  readdirSync(join(ROOT, tree), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !isLintProbeFolder(entry.name))
    .map((entry) => entry.name)
    .sort();

/** The folders the map's table under `**tree**` names, in its first column. */
function mapped(tree: string): string[] {
  const document = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const map = document.split(/^## /m).find((part) => part.startsWith('Module map\n'));
  if (!map) throw new Error('docs/architecture.md has no "## Module map" section');
  const table = map
    .split(`**${tree}**`)[1]
    ?.split('\n\n')
    .find((block) => block.startsWith('|'));
  if (!table) throw new Error(`the module map has no table under **${tree}**`);
  return [...table.matchAll(/^\| `([\w-]+)`\s*\|/gm)].map(([, name]) => name!).sort();
}

describe('the module map of docs/architecture.md', () => {
  it.each(TREES)('names every folder of %s, and no other', (tree) => {
    expect(folders(tree).length).toBeGreaterThan(5);
    expect(mapped(tree)).toEqual(folders(tree));
  });
});
