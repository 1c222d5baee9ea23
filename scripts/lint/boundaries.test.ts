import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

// Each boundary rule of eslint.config.mjs (docs/architecture.md#layout) fails files that cross the boundary
// and passes files that keep it. lintProbes.mjs writes each case's files into a new folder inside
// `folder` (one level below it: specifiers below are relative to that), so the per-folder rules apply.

interface Case {
  name: string;
  folder: string;
  files: Record<string, string>;
  /** The rule that must report, or none: then the files must lint clean. */
  rule?: string;
  /** Linted under every rule; the others under BOUNDARY_RULES alone. */
  everyRule?: boolean;
}

const uses = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;
const usesLazily = (specifier: string) => `export const load = () => import('${specifier}');\n`;

/** Where a plain import lints clean under every rule (import cycles are importCycles.test.ts's). */
const SOURCE_FOLDERS = ['e2e', 'scripts', 'hosting/src', 'functions/src', 'packages/domain/src'];
/** The rules the boundary cases are about: a case that keeps its boundary gets none of them. */
const BOUNDARY_RULES = ['import/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax', 'no-restricted-properties'];

const CASES: Case[] = [
  ...SOURCE_FOLDERS.map((folder) => ({
    name: `${folder}: one module imports another`,
    folder,
    files: { 'a.ts': uses('./b'), 'b.ts': 'export const b = 1;\n' },
    everyRule: true,
  })),
  // The floors (FLOORS in eslint.config.mjs): an import runs down to a lower floor, never up, and the api and the site never import each other.
  ...[
    {
      folder: 'packages/domain/src',
      root: '../../../../',
      above: ['functions/src/seeding', 'hosting/src/app/publicRoutes', 'scripts/stack/config'],
    },
    {
      folder: 'functions/src/leads',
      root: '../../../../',
      above: ['hosting/src/app/publicRoutes', 'scripts/stack/config', 'functions/test/support/testApp'],
    },
    {
      folder: 'hosting/src/app',
      root: '../../../../',
      above: ['functions/src/seeding', 'hosting/vite-plugins/siteBuild', 'playwright.config'],
    },
    {
      folder: 'hosting/vite-plugins',
      root: '../../../',
      above: ['scripts/stack/config', 'e2e/support/test', 'hosting/test/support/setup'],
    },
  ].flatMap(({ folder, root, above }) =>
    above.map((path) => ({
      name: `${folder}: imports ${path}, a floor up or beside`,
      folder,
      files: { 'probe.ts': uses(`${root}${path}`) },
      rule: 'import/no-restricted-paths',
    })),
  ),
  ...[
    { folder: 'functions/src/leads', path: '@estate/domain' },
    { folder: 'hosting/src/app', path: '@estate/domain' },
    { folder: 'hosting/vite-plugins', path: '../../src/app/publicRoutes' },
    { folder: 'hosting/vite-plugins', path: '../../../functions/src/uploads/photoVariants' },
    { folder: 'scripts', path: '../../hosting/src/app/publicRoutes' },
  ].map(({ folder, path }) => ({ name: `${folder}: imports ${path}, a floor down`, folder, files: { 'probe.ts': uses(path) } })),
  {
    name: "a feature imports another feature's index.ts",
    folder: 'hosting/src/features/listings',
    files: { 'probe.ts': uses('@/features/leads') },
  },
  {
    name: "a feature imports another feature's internals",
    folder: 'hosting/src/features/listings',
    files: { 'probe.ts': uses('@/features/leads/components/ContactForm') },
    rule: 'import/no-restricted-paths',
  },
  {
    name: "a feature imports another feature's staff part through its index.ts",
    folder: 'hosting/src/features/listings',
    files: { 'probe.ts': uses('@/features/leads/dashboard') },
  },
  {
    name: 'a feature imports another part of another feature than its staff part',
    folder: 'hosting/src/features/leads',
    files: { 'probe.ts': uses('@/features/content/blog') },
    rule: 'import/no-restricted-paths',
  },
  // The layers of hosting/src import one way: components/, api/, theme/ -> features/ -> pages/, app/, server/.
  ...['components', 'api', 'theme'].flatMap((layer) => [
    {
      name: `hosting/src/${layer}: imports another shared layer`,
      folder: `hosting/src/${layer}`,
      files: { 'probe.ts': uses('@/api/client') },
    },
    ...['@/features/listings', '@/pages/HomePage', '@/app/publicRoutes', '@/server/siteOrigin'].map((specifier) => ({
      name: `hosting/src/${layer}: imports ${specifier}`,
      folder: `hosting/src/${layer}`,
      files: { 'probe.ts': uses(specifier) },
      rule: 'import/no-restricted-paths',
    })),
  ]),
  ...['@/pages/HomePage', '@/app/publicRoutes', '@/server/siteOrigin'].map((specifier) => ({
    name: `a feature imports ${specifier}`,
    folder: 'hosting/src/features/listings',
    files: { 'probe.ts': uses(specifier) },
    rule: 'import/no-restricted-paths',
  })),
  ...['pages', 'app', 'server'].flatMap((layer) => [
    {
      name: `hosting/src/${layer}: a feature's index.ts`,
      folder: `hosting/src/${layer}`,
      files: { 'probe.ts': uses('@/features/listings') },
    },
    {
      name: `hosting/src/${layer}: a feature's internals`,
      folder: `hosting/src/${layer}`,
      files: { 'probe.ts': uses('@/features/listings/components/PropertyCard') },
      rule: 'import/no-restricted-paths',
    },
    {
      name: `hosting/src/${layer}: a feature's internals, lazily`,
      folder: `hosting/src/${layer}`,
      files: { 'probe.ts': usesLazily('@/features/leads/dashboard/components/LeadsTab') },
      rule: 'import/no-restricted-paths',
    },
  ]),
  { name: 'hosting/src: @/ out of the folder', folder: 'hosting/src/app', files: { 'probe.ts': uses('@/app/publicRoutes') } },
  {
    name: 'hosting/src: ../ out of the folder',
    folder: 'hosting/src/app',
    files: { 'probe.ts': uses('../publicRoutes') },
    rule: 'no-restricted-imports',
  },
  { name: 'hosting/src: import() with @/', folder: 'hosting/src/app', files: { 'probe.ts': usesLazily('@/pages/HomePage') } },
  {
    name: 'hosting/src: import() with ../',
    folder: 'hosting/src/app',
    files: { 'probe.ts': usesLazily('../../pages/HomePage') },
    rule: 'no-restricted-syntax',
  },
  { name: 'hosting/test: src through @/', folder: 'hosting/test', files: { 'probe.ts': uses('@/app/publicRoutes') } },
  {
    name: 'hosting/test: src through ../',
    folder: 'hosting/test',
    files: { 'probe.ts': uses('../../src/app/publicRoutes') },
    rule: 'no-restricted-imports',
  },
  // One clock: a date is written by packages/domain/src/agencyTime, never in the machine's or the browser's zone.
  ...['hosting/src/components', 'functions/src/leads', 'packages/domain/src/showings'].flatMap((folder) => [
    {
      name: `${folder}: builds a date formatter`,
      folder,
      files: { 'probe.ts': "export const day = (at: Date) => new Intl.DateTimeFormat('en-US').format(at);\n" },
      rule: 'no-restricted-properties',
    },
    {
      name: `${folder}: writes a date in the local zone`,
      folder,
      files: { 'probe.ts': "export const when = (at: Date) => at.toLocaleString('en-US');\n" },
      rule: 'no-restricted-properties',
    },
  ]),
  {
    name: 'packages/domain/src/agencyTime: builds a date formatter',
    folder: 'packages/domain/src/agencyTime',
    files: { 'probe.ts': "export const day = (at: Date) => new Intl.DateTimeFormat('en-US').format(at);\n" },
  },
  {
    name: "functions: a module imports another module's index.ts",
    folder: 'functions/src/leads',
    files: { 'probe.ts': uses('../../staff') },
  },
  {
    name: "functions: a module imports another module's internals",
    folder: 'functions/src/leads',
    files: { 'probe.ts': uses('../../staff/userService') },
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'functions: a module imports a root file (the composition root)',
    folder: 'functions/src/leads',
    files: { 'probe.ts': uses('../../composition') },
    rule: 'import/no-restricted-paths',
  },
  {
    name: "functions: the composition root imports a module's index.ts",
    folder: 'functions/src/composition',
    files: { 'probe.ts': uses('../../staff') },
  },
  {
    name: "functions: the composition root imports a module's internals",
    folder: 'functions/src/composition',
    files: { 'probe.ts': uses('../../staff/userService') },
    rule: 'import/no-restricted-paths',
  },
  ...['functions/src/leads', 'functions/src/composition', 'functions/test'].map((folder) => ({
    name: `${folder}: builds a repository itself`,
    folder,
    files: {
      'probe.ts': 'declare const firestoreUserRepository: (db: unknown) => unknown;\nexport const users = firestoreUserRepository({});\n',
    },
    rule: 'no-restricted-syntax',
  })),
  { name: 'functions: a router imports a service', folder: 'functions/src/leads', files: { 'probeRouter.ts': uses('../leadService') } },
  {
    name: 'functions: a router imports a repository',
    folder: 'functions/src/leads',
    files: { 'probeRouter.ts': uses('../leadRepository') },
    rule: 'no-restricted-imports',
  },
  {
    name: 'functions: a router imports Firestore',
    folder: 'functions/src/leads',
    files: { 'probeRouter.ts': uses('firebase-admin/firestore') },
    rule: 'no-restricted-imports',
  },
  {
    name: 'functions: a service imports Firestore',
    folder: 'functions/src/leads',
    files: { 'probeService.ts': uses('firebase-admin/firestore') },
    rule: 'no-restricted-imports',
  },
  {
    name: 'functions: a repository imports Firestore',
    folder: 'functions/src/leads',
    files: { 'probeRepository.ts': uses('firebase-admin/firestore') },
  },
  {
    name: 'functions: a repository imports a router',
    folder: 'functions/src/leads',
    files: { 'probeRepository.ts': uses('../leadsRouter') },
    rule: 'no-restricted-imports',
  },
  {
    name: 'functions: a repository imports a service',
    folder: 'functions/src/leads',
    files: { 'probeRepository.ts': uses('../leadService') },
    rule: 'no-restricted-imports',
  },
  // HTTP errors are made by name in functions/src/platform/httpError.ts; repositories answer outcomes and make none.
  ...['functions/src/leads', 'functions/test'].map((folder) => ({
    name: `${folder}: new HttpError(status)`,
    folder,
    files: {
      'probe.ts': `import { HttpError } from '../../${folder === 'functions/test' ? 'src/' : ''}platform';\nexport const refused = () => new HttpError(409, 'Taken');\n`,
    },
    rule: 'no-restricted-syntax',
  })),
  {
    name: 'functions: a service makes an HTTP error by name',
    folder: 'functions/src/leads',
    files: { 'probeService.ts': "import { conflict } from '../../platform';\nexport const refused = () => conflict('Taken');\n" },
  },
  {
    name: 'functions: a repository answers an outcome with platform helpers',
    folder: 'functions/src/leads',
    files: {
      'probeRepository.ts':
        "import { isDocumentId } from '../../platform';\nexport const found = (id: string) => (isDocumentId(id) ? id : undefined);\n",
    },
  },
  ...[
    ['a repository', 'functions/src/leads', 'probeRepository.ts', '../../platform', 'notFound'],
    ['a repository', 'functions/src/leads', 'probeRepository.ts', '../../platform', 'HttpError'],
    ["a module's store/", 'functions/src/leads/store', 'probe.ts', '../../../platform', 'conflict'],
    ["platform's Firestore helpers", 'functions/src/platform/firestore', 'probe.ts', '../../httpError', 'notFound'],
  ].map(([where, folder, file, specifier, name]) => ({
    name: `functions: ${where} imports ${name}`,
    folder: folder!,
    files: { [file!]: `import { ${name} } from '${specifier}';\nexport const refusal = ${name};\n` },
    rule: 'no-restricted-imports',
  })),
  ...['scripts', 'e2e'].flatMap((folder) => [
    { name: `${folder}: the api through seeding.ts`, folder, files: { 'probe.ts': uses('../../functions/src/seeding') } },
    {
      name: `${folder}: the api's internals`,
      folder,
      files: { 'probe.ts': uses('../../functions/src/app') },
      rule: 'no-restricted-imports',
    },
  ]),
  // The local MLS plays an outside system: the stack's config is tooling, the site's code is not its to use.
  { name: 'scripts/localMls: the stack config', folder: 'scripts/localMls', files: { 'probe.ts': uses('../../stack/config') } },
  ...[
    '@estate/domain',
    '../../../functions/src/seeding',
    '../../../hosting/src/app/publicRoutes',
    '../../../packages/domain/src/index',
  ].map((specifier) => ({
    name: `scripts/localMls: imports ${specifier}`,
    folder: 'scripts/localMls',
    files: { 'probe.ts': uses(specifier) },
    rule: 'no-restricted-imports',
  })),
];

let found: { ruleId: string | null; message: string }[][];

beforeAll(async () => {
  // Every rule only where a case is about them all: the boundary cases' probes are written for their rule alone.
  const probes = CASES.map(({ folder, files, everyRule }) => ({ folder, files, ...(everyRule ? {} : { rules: BOUNDARY_RULES }) }));
  const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'lintProbes.mjs'), JSON.stringify(probes)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  found = JSON.parse(stdout);
});

test.each(CASES.map((lintCase, index) => [lintCase.name, lintCase.rule, index] as const))('%s', (_name, rule, index) => {
  const messages = found[index]!;
  if (rule) expect(messages.map(({ ruleId }) => ruleId)).toContain(rule);
  else expect(messages).toEqual([]);
});
