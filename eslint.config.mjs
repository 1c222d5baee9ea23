import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const OUT_OF_FOLDER = 'Import from outside this folder through the @/ alias (hosting/src), not ../.';

/** hosting/src/features/<name>/: each is a feature, and index.ts is all another feature may import of it. */
const FEATURES = readdirSync(new URL('./hosting/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** hosting/src's shared layers, and the layers that compose features into pages, routes and server renders. */
const SHARED_LAYERS = ['components', 'api', 'theme'];
const COMPOSERS = ['pages', 'app', 'server'];

/** functions/src/composition/: the composition root, beside the function entries, above every module. */
const COMPOSITION_ROOT = 'composition';
/** functions/src/<name>/: each is a domain module (platform/ the shared one), and index.ts is all another module may import of it. */
const MODULES = readdirSync(new URL('./functions/src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== COMPOSITION_ROOT)
  .map((entry) => entry.name);

const FIRESTORE = ['firebase-admin/firestore', '@google-cloud/firestore'];

/**
 * The floors of the tree, bottom first (docs/architecture.md#layout). A folder imports its own
 * floor's folder and the floors below it: never a floor above, and on the middle floor the api
 * and the site never each other. The top floor's tests and tooling may import anything.
 */
const FLOORS = [
  ['packages/domain/src'],
  ['functions/src', 'hosting/src'],
  ['hosting/vite-plugins'],
  ['packages/domain/test', 'functions/test', 'hosting/test', 'rules-tests', 'scripts', 'e2e', 'playwright.config.ts', 'jest.config.mjs'],
];
const FLOOR_ZONES = FLOORS.slice(0, -1).flatMap((floor, level) =>
  floor.map((folder) => {
    const forbidden = [...floor.filter((other) => other !== folder), ...FLOORS.slice(level + 1).flat()];
    return {
      target: `./${folder}`,
      from: forbidden.map((other) => `./${other}`),
      message: `${folder} imports only its own folder and the floors below it (docs/architecture.md#layout): move what both need down to where both may import it.`,
    };
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/lib/**',
      '.local/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['hosting/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Module boundaries, resolved the way TypeScript resolves them (tsconfig paths, workspaces).
    files: [
      'hosting/src/**/*.{ts,tsx}',
      'hosting/vite-plugins/**/*.ts',
      'functions/src/**/*.ts',
      'packages/domain/src/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'e2e/**/*.ts',
    ],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: {
          project: [
            'hosting/tsconfig.json',
            'functions/tsconfig.json',
            'packages/domain/tsconfig.json',
            'scripts/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        },
      },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/external-module-folders': ['node_modules'],
    },
    rules: {
      // A cycle (lazy imports included) means two modules that cannot be understood apart.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['hosting/src/**/*.{ts,tsx}'],
    rules: {
      // A feature uses another only through that feature's public entry, hosting/src/features/<name>/index.ts; the layers import one way.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./hosting/src/features/${feature}`,
              from: './hosting/src/features',
              except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
              message: `Import another feature through its index.ts (@/features/<name>), not its internals.`,
            })),
            // The shared layers sit under every feature, page and the app: they know none of them.
            ...SHARED_LAYERS.map((layer) => ({
              target: `./hosting/src/${layer}`,
              from: ['./hosting/src/features', './hosting/src/pages', './hosting/src/app', './hosting/src/server'],
              message: `components/, api/ and theme/ are shared by everything above them: they import no feature, page, app or server code.`,
            })),
            // A feature is used by pages and the app; it never reaches back up to them.
            {
              target: './hosting/src/features',
              from: ['./hosting/src/pages', './hosting/src/app', './hosting/src/server'],
              message: 'A feature imports no page, app or server code: pass what it needs in, or move it down to components/.',
            },
            // Pages, the app and the server renderer use a feature as other features do: through its index.ts.
            ...COMPOSERS.map((layer) => ({
              target: `./hosting/src/${layer}`,
              from: './hosting/src/features',
              except: FEATURES.map((feature) => `./${feature}/index.ts`),
              message: `Import a feature through its index.ts (@/features/<name>), not its internals.`,
            })),
            ...FLOOR_ZONES,
          ],
        },
      ],
      // One import style: `./` within the file's own folder and below it, the @/ alias (hosting/src) for the rest.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\.(/|$)', message: OUT_OF_FOLDER }] }],
      // no-restricted-imports does not look at import(): the lazy pages and screens.
      'no-restricted-syntax': ['error', { selector: 'ImportExpression > Literal.source[value=/^\\.\\./]', message: OUT_OF_FOLDER }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      // A module uses another only through its index.ts; the root files (the function entries and
      // the composition root) use modules through their index.ts too.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...MODULES.map((module) => ({
              target: `./functions/src/${module}`,
              from: './functions/src',
              except: [`./${module}`, ...MODULES.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
              message: 'Import another module through its index.ts (../<module>), not its internals or the root files.',
            })),
            ...MODULES.flatMap((module) =>
              ['./functions/src/*.ts', `./functions/src/${COMPOSITION_ROOT}`].map((target) => ({
                target,
                from: `./functions/src/${module}`,
                except: ['./index.ts'],
                message: 'Import a module through its index.ts, not its internals.',
              })),
            ),
            ...FLOOR_ZONES,
          ],
        },
      ],
    },
  },
  {
    // The bottom floor and the site's build keep to their floors (FLOORS); hosting/src and functions/src do in their blocks above.
    files: ['packages/domain/src/**/*.ts', 'hosting/vite-plugins/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: FLOOR_ZONES }] },
  },
  {
    // Repositories are built in one place, so every function entry and test gets the same graph.
    files: ['functions/src/**/*.ts', 'functions/test/**/*.ts'],
    ignores: [`functions/src/${COMPOSITION_ROOT}/repositories.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^firestore\\w*(Repository|Store)$/]',
          message: `Only functions/src/${COMPOSITION_ROOT}/repositories.ts builds repositories; take them from repositories(db).`,
        },
      ],
    },
  },
  {
    // Routers speak HTTP and call services: Firestore and the repositories are behind those.
    files: ['functions/src/**/*Router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: FIRESTORE.map((name) => ({ name, message: 'A router calls services; only repositories use Firestore.' })),
          patterns: [{ regex: 'Repository$', message: 'A router calls services, never a repository.' }],
        },
      ],
    },
  },
  {
    // Services hold the rules over repositories; they see neither requests nor Firestore.
    files: ['functions/src/**/*Service.ts', 'functions/src/**/*Services.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...FIRESTORE.map((name) => ({ name, message: 'A service works through repositories; only they use Firestore.' })),
            { name: 'express', message: 'A service never sees req or res: its router does.' },
          ],
          patterns: [{ regex: 'Router$', message: 'A service never imports a router.' }],
        },
      ],
    },
  },
  {
    // Repositories are the bottom layer of a module: they know Firestore, not who calls them.
    files: ['functions/src/**/*Repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(Router|Services?)$', message: 'A repository never imports a router or a service.' }] },
      ],
    },
  },
  {
    files: ['hosting/test/**/*.{ts,tsx}'],
    rules: {
      // The tests name the app's modules as the app does, so an import and a jest.mock of one module agree.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+src(/|$)', message: 'Import hosting/src through the @/ alias.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    rules: {
      // functions/src/seeding.ts is the api's public face for code outside functions/; the rest is its own.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/functions/src/**', '!**/functions/src/seeding'],
              message: 'Import from functions/src/seeding.ts, the api module meant for scripts and tests outside functions/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  prettier,
);
