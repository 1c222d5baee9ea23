import { functionListProblems } from './deployedFunctions';
import { isLocalOnly } from './localOnlyFiles';
import { summarizePaths } from './pathSummary';
import { missingRendererFiles, templateFilesMissingFromHosting } from './rendererFiles';
import { rewriteProblems } from './rewriteTargets';
import { sourceMapFiles } from './sourceMaps';

describe('functionListProblems', () => {
  it('names the functions missing from the artifact and those not listed', () => {
    expect(functionListProblems(['api', 'site'], ['api', 'site'])).toEqual([]);
    const [missing, unlisted] = functionListProblems(['api', 'extra'], ['api', 'site']);
    expect(missing).toMatch(/does not declare site/);
    expect(unlisted).toMatch(/declares extra, not in DEPLOYED_FUNCTIONS/);
  });
});

describe('rewriteProblems', () => {
  const rewrite = { pattern: '/api/**', functionId: 'api', region: 'us-central1' };

  it('accepts a rewrite to a declared function in its region', () => {
    expect(rewriteProblems([rewrite], { api: ['us-central1'] })).toEqual([]);
  });

  it('names an undeclared function and a wrong region', () => {
    expect(rewriteProblems([rewrite], { site: ['us-central1'] })[0]).toMatch(/names function api, which the artifact does not declare/);
    expect(rewriteProblems([rewrite], { api: ['europe-west1'] })[0]).toMatch(/api in us-central1, but it is declared in europe-west1/);
  });
});

describe('missingRendererFiles', () => {
  const artifact: Record<string, string> = {
    'lib/site/template.html': '<html></html>',
    'lib/site/entry.mjs': 'import { a } from "./chunks/a.mjs";\nconst page = () => import("./chunks/page.mjs");',
    'lib/site/chunks/a.mjs': 'export * from "./b.mjs"; import "react"; /** @type {import(\'./index.js\').X} */',
    'lib/site/chunks/b.mjs': 'export const b = 1;',
  };

  it('follows the entry through static, re-exported and dynamic imports of its .mjs modules', () => {
    expect(missingRendererFiles((path) => artifact[path])).toEqual(['lib/site/chunks/page.mjs']);
  });

  it('names a missing template and entry', () => {
    expect(missingRendererFiles(() => undefined)).toEqual(['lib/site/template.html', 'lib/site/entry.mjs']);
  });
});

describe('templateFilesMissingFromHosting', () => {
  it('checks the root-relative files the template refers to, not patterns or other strings', () => {
    const template = `<link href="/favicon.svg"><script>const r = [{"pattern":"^/blog/?$","modules":["/assets/Blog-1.js"],"image":"/media/hero.svg"}]; add('script', { src: "/assets/index-2.js" });</script>`;
    expect(templateFilesMissingFromHosting(template, ['favicon.svg', 'assets/index-2.js', 'media/hero.svg'])).toEqual([
      '/assets/Blog-1.js',
    ]);
  });

  it("checks every file of a preloaded image's srcset", () => {
    const template = `<script>const r = [{"image":{"imageSrcset":"/media/art/a-320.avif 320w, /media/art/a-640.avif 640w","type":"image/avif"}}];</script>`;
    expect(templateFilesMissingFromHosting(template, ['media/art/a-320.avif'])).toEqual(['/media/art/a-640.avif']);
  });
});

describe('sourceMapFiles', () => {
  it('finds .map files and files that point to one', () => {
    const contents: Record<string, string> = { 'a.js': 'x\n//# sourceMappingURL=a.js.map', 'b.js': 'y', 'a.js.map': '{}', 'c.css': 'z' };
    expect(sourceMapFiles(Object.keys(contents), (path) => contents[path]!)).toEqual(['a.js', 'a.js.map']);
  });
});

describe('isLocalOnly', () => {
  it("finds the local stack's settings and secrets, and nothing a deploy needs", () => {
    const files = ['.env.demo-queen-city-estates', '.secret.local', '.env.local', '.env', '.env.qce-prod', 'lib/index.js', 'package.json'];
    expect(files.filter(isLocalOnly)).toEqual(['.env.demo-queen-city-estates', '.secret.local', '.env.local']);
  });
});

describe('summarizePaths', () => {
  it('names shallow files and counts deeper ones under their folder', () => {
    expect(summarizePaths(['package.json', 'lib/index.js', 'lib/site/entry.mjs', 'lib/site/chunks/a.mjs'])).toBe(
      'lib/index.js, lib/site/ (2 files), package.json',
    );
  });
});
