import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const OUT_OF_FOLDER = 'Import from outside this folder through the @/ alias (hosting/src), not ../.';
// no-restricted-imports does not look at import(): the lazy pages and screens.
const LAZY_OUT_OF_FOLDER = { selector: 'ImportExpression > Literal.source[value=/^\\.\\./]', message: OUT_OF_FOLDER };

/** hosting/src/features/<name>/: each is a feature, and index.ts is all another feature may import of it. */
const FEATURES = readdirSync(new URL('./hosting/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What other code may import of a feature: its index.ts, and the index.ts of its dashboard/ part (the
 * staff's tab), which the feature's index does not re-export: a public page that imports the feature
 * then never loads, nor bundles, the staff's code.
 */
const publicEntries = (feature) => [`./${feature}/index.ts`, `./${feature}/dashboard/index.ts`];

/** hosting/src's shared layers, and the layers that compose features into pages, routes and server renders. */
const SHARED_LAYERS = ['components', 'api', 'theme'];
const COMPOSERS = ['pages', 'app', 'server'];

/**
 * The dashboard's code (docs/product/design.md#one-look-in-the-dashboard): its panels are built from the
 * dashboard's own form, field and button components (antd and hosting/src/components/form), never
 * from raw controls. That is every capability's dashboard/ part and the features only staff see;
 * the public features keep their light native controls.
 */
const STAFF_FEATURES = ['dashboard', 'siteHealth', 'staff', 'uploads'];
const renamed = STAFF_FEATURES.filter((feature) => !FEATURES.includes(feature));
if (renamed.length > 0) throw new Error(`eslint.config.mjs: STAFF_FEATURES names no folder of hosting/src/features: ${renamed.join(', ')}`);
const DASHBOARD_FILES = [
  'hosting/src/features/*/dashboard/**/*.tsx',
  ...STAFF_FEATURES.map((feature) => `hosting/src/features/${feature}/**/*.tsx`),
];
/** The raw controls a dashboard panel does without: fields are FieldShell's, FieldGroup's or a bound field's, buttons antd's. */
const RAW_CONTROLS = ['button', 'input', 'select', 'textarea', 'fieldset', 'legend', 'label'];
/** Files of those features allowed a raw control, each for its reason. */
const RAW_CONTROLS_ALLOWED = [
  // The file chooser antd's Upload would replace with its own list: hidden, opened by an antd Button.
  'hosting/src/features/uploads/components/UploadPicker.tsx',
  // A photo tile: the photo itself is dnd-kit's drag handle, and its alt text a caption-sized field.
  'hosting/src/features/listings/dashboard/components/photos/PhotoTile.tsx',
];

/** functions/src/composition/: the composition root, beside the function entries, above every module. */
const COMPOSITION_ROOT = 'composition';
/** functions/src/<name>/: each is a domain module (platform/ the shared one), and index.ts is all another module may import of it. */
const MODULES = readdirSync(new URL('./functions/src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== COMPOSITION_ROOT)
  .map((entry) => entry.name);

const FIRESTORE = ['firebase-admin/firestore', '@google-cloud/firestore'];

/** The API's HTTP errors: the one file that makes them, by name (badRequest, notFound, conflict, ...). */
const HTTP_ERRORS = 'functions/src/platform/httpError.ts';
/** What it exports: HttpError, the named constructors and their texts, none of which a repository may use. */
const HTTP_ERROR_NAMES = [
  ...readFileSync(new URL(`./${HTTP_ERRORS}`, import.meta.url), 'utf8').matchAll(/^export (?:const|class|function|interface|type) (\w+)/gm),
].map(([, name]) => name);
/** Where the functions' repositories live: the *Repository.ts files, the modules' store/ folders, platform's Firestore helpers. */
const REPOSITORIES = ['functions/src/**/*Repository.ts', 'functions/src/**/store/**/*.ts', 'functions/src/platform/firestore/**/*.ts'];

const BUILDS_A_REPOSITORY = {
  selector: 'CallExpression[callee.name=/^firestore\\w*(Repository|Store)$/]',
  message: `Only functions/src/${COMPOSITION_ROOT}/repositories.ts builds repositories; take them from repositories(db).`,
};
const MAKES_AN_HTTP_ERROR = {
  selector: "NewExpression[callee.name='HttpError']",
  message: `Make an HTTP error with its named constructor from ${HTTP_ERRORS} (badRequest, notFound, conflict, ...), not new HttpError(status).`,
};
/** What scripts/ and e2e/ may import of the api: functions/src/seeding.ts alone. */
const SEEDING_ONLY = {
  group: ['**/functions/src/**', '!**/functions/src/seeding'],
  message: 'Import from functions/src/seeding.ts, the api module meant for scripts and tests outside functions/.',
};
const OUTSIDE_SYSTEM =
  'scripts/localMls/ stands in for an outside MLS: it imports nothing of the site (domain, functions, hosting), only what the RESO standard says.';
const ONE_CLOCK =
  "Write dates and times through packages/domain/src/agencyTime (dateFormats.ts, agencyFormat): on Cincinnati's clock, whatever the server's or the browser's zone (numbers: formatNumber).";

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
    // Module boundaries (the rules below), resolved the way TypeScript resolves them (tsconfig paths, workspaces).
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
          // Five projects by design (one a layer); each file is resolved by the one that includes it.
          noWarnOnMultipleProjects: true,
        },
      },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/external-module-folders': ['node_modules'],
    },
    // Import cycles are `npm run lint`'s too, checked apart (dependency-cruiser, .dependency-cruiser.mjs): import/no-cycle took three fifths of ESLint's time.
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
              except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).flatMap(publicEntries)],
              message: `Import another feature through its index.ts (@/features/<name>, or its staff part's: @/features/<name>/dashboard), not its internals.`,
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
              except: FEATURES.flatMap(publicEntries),
              message: `Import a feature through its index.ts (@/features/<name>, or its staff part's: @/features/<name>/dashboard), not its internals.`,
            })),
            ...FLOOR_ZONES,
          ],
        },
      ],
      // One import style: `./` within the file's own folder and below it, the @/ alias (hosting/src) for the rest.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\.(/|$)', message: OUT_OF_FOLDER }] }],
      'no-restricted-syntax': ['error', LAZY_OUT_OF_FOLDER],
    },
  },
  {
    files: DASHBOARD_FILES,
    ignores: RAW_CONTROLS_ALLOWED,
    rules: {
      // A later block's no-restricted-syntax replaces the one above, so it is restated.
      'no-restricted-syntax': [
        'error',
        LAZY_OUT_OF_FOLDER,
        {
          selector: `JSXOpeningElement > JSXIdentifier.name[name=/^(${RAW_CONTROLS.join('|')})$/]`,
          message:
            'A dashboard panel uses the dashboard’s components: antd’s Button and inputs, and @/components/form (TextField, SelectField, FieldShell, FieldGroup, RadioGroupField, LabelledSwitch…), not a raw control.',
        },
      ],
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
  // One no-restricted-syntax per file (a later entry replaces an earlier one's): repositories are
  // built in one place, so every function entry and test gets the same graph; HTTP errors are made
  // in one place, by name, so no status number is written anywhere else.
  {
    files: ['functions/src/**/*.ts', 'functions/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', BUILDS_A_REPOSITORY, MAKES_AN_HTTP_ERROR] },
  },
  {
    files: [`functions/src/${COMPOSITION_ROOT}/repositories.ts`],
    rules: { 'no-restricted-syntax': ['error', MAKES_AN_HTTP_ERROR] },
  },
  {
    files: [HTTP_ERRORS],
    rules: { 'no-restricted-syntax': ['error', BUILDS_A_REPOSITORY] },
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
    // Repositories are the bottom layer of a module: they know Firestore, not who calls them. They
    // answer outcomes (undefined, 'gone', a refusal's kind), and the service turns those into HTTP errors.
    files: REPOSITORIES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(Router|Services?)$', message: 'A repository never imports a router or a service.' },
            {
              regex: '(^|/)(platform|httpError)$',
              importNames: HTTP_ERROR_NAMES,
              message: 'A repository answers an outcome (undefined, a refusal) and its service throws the HTTP error.',
            },
          ],
        },
      ],
    },
  },
  {
    // One clock: only agencyTime/ builds a date formatter; the machine's or the browser's zone never shows.
    files: ['hosting/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/agencyTime/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Intl', property: 'DateTimeFormat', message: ONE_CLOCK },
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({ property, message: ONE_CLOCK })),
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
      'no-restricted-imports': ['error', { patterns: [SEEDING_ONLY] }],
    },
  },
  {
    // The local MLS plays an outside system: it shares nothing with the site but the RESO standard (docs/local-mls.md).
    files: ['scripts/localMls/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@estate/domain', message: OUTSIDE_SYSTEM }],
          patterns: [SEEDING_ONLY, { group: ['**/functions/**', '**/hosting/**', '**/packages/**'], message: OUTSIDE_SYSTEM }],
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
