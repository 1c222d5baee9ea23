import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Comments point at docs/product/<area>.md, which is in the repository, never at documents or
// tickets a reader cannot open: each citation must name a heading of its area's file, and none
// may cite the old specification's sections or a ticket number.

const ROOT = join(__dirname, '..');
const PRODUCT_DOCS = 'docs/product';
const SOURCE = /\.(?:[cm]?[jt]sx?|css|md|rules|ya?ml|json|html)$/;
const SKIPPED = [/(?:^|\/)node_modules\//, /(?:^|\/)package-lock\.json$/, /^docs\/design\//];

const OLD_SPEC_SECTION = /SPEC \u00a7/;
const TICKET = /\b[Ii]ssues? #?\d+/;
const CITATION = /docs\/product\/([\w-]+\.md)#([\w-]+)/g;

/** GitHub's anchor for a heading: lower case, punctuation other than hyphens dropped, spaces to hyphens. */
function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  return listed.filter((file) => SOURCE.test(file) && !SKIPPED.some((skipped) => skipped.test(file)));
}

/** The product's documents, by file name. */
const productDocs = (): string[] => readdirSync(join(ROOT, PRODUCT_DOCS)).filter((name) => name.endsWith('.md'));

function headingAnchors(doc: string): string[] {
  const document = readFileSync(join(ROOT, PRODUCT_DOCS, doc), 'utf8');
  return [...document.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => githubSlug(heading!));
}

/** Every line of the repository's sources that matches `pattern`, as 'file:line: text'. */
function linesMatching(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('references in the sources', () => {
  const files = sourceFiles();

  it('finds the sources', () => {
    expect(files).toContain(`${PRODUCT_DOCS}/README.md`);
    expect(files).toContain('packages/domain/src/shared/limits.ts');
  });

  it('cite no section of the old specification, which is not in the repository', () => {
    expect(linesMatching(files, OLD_SPEC_SECTION)).toEqual([]);
  });

  it('cite no ticket: a comment says the reason itself', () => {
    expect(linesMatching(files, TICKET)).toEqual([]);
  });

  it('cite only anchors of docs/product/ that exist, in the file they name', () => {
    const anchors = new Map(productDocs().map((doc) => [doc, new Set(headingAnchors(doc))]));
    const cited = files.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(CITATION)].map(([, doc, anchor]) => ({ file, doc: doc!, anchor: anchor! })),
    );
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ doc, anchor }) => !anchors.get(doc)?.has(anchor))).toEqual([]);
  });
});

describe('docs/product/', () => {
  it('gives every heading of a file a distinct anchor', () => {
    const repeated = productDocs().flatMap((doc) =>
      headingAnchors(doc)
        .filter((anchor, index, all) => all.indexOf(anchor) !== index)
        .map((anchor) => `${doc}#${anchor}`),
    );
    expect(repeated).toEqual([]);
  });

  it('links only to headings that exist, in its own files', () => {
    const docs = productDocs();
    const broken = docs.flatMap((doc) =>
      [...readFileSync(join(ROOT, PRODUCT_DOCS, doc), 'utf8').matchAll(/\]\(([\w-]+\.md)?#([\w-]+)\)/g)]
        .map(([, target = doc, anchor]) => ({ target, anchor: anchor! }))
        .filter(({ target, anchor }) => !docs.includes(target) || !headingAnchors(target).includes(anchor))
        .map(({ target, anchor }) => `${doc} → ${target}#${anchor}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('githubSlug', () => {
  it('makes the anchors GitHub makes', () => {
    expect(githubSlug('Leads')).toBe('leads');
    expect(githubSlug('Schedule a showing')).toBe('schedule-a-showing');
    expect(githubSlug('Sign-in')).toBe('sign-in');
    expect(githubSlug('Numbers & limits: the API')).toBe('numbers--limits-the-api');
  });
});
