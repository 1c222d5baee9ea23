// One jest run, six projects. `unit` projects need nothing running; `emulator` projects
// need the Firestore and Auth emulators, which scripts/test.ts starts before it runs them.
// ts-jest in transpile-only mode (isolatedModules): `npm run typecheck` does the type checking.
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      target: 'ES2022',
      module: 'CommonJS',
      moduleResolution: 'Node10',
      jsx: 'react-jsx',
      esModuleInterop: true,
      isolatedModules: true,
      resolveJsonModule: true,
    },
  },
];

/** The same, for the ES-module-only JavaScript packages below. */
const tsJestJs = [tsJest[0], { tsconfig: { ...tsJest[1].tsconfig, allowJs: true } }];

const base = {
  // otplib's base32 and hashes (@scure/base, @noble/hashes, the staff's authenticator codes) ship ES
  // modules alone, which the functions' Node loads as they are: CommonJS here.
  transform: { '^.+\\.tsx?$': tsJest, '/node_modules/@(scure|noble)/.+\\.js$': tsJestJs },
  transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?@(scure|noble)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // supercluster (the map's clusters, functions/src/listings) ships ES modules alone, which the
  // functions' bundle and tsx read: its UMD build here. The hosting project maps modules of its own.
  moduleNameMapper: { '^supercluster$': '<rootDir>/node_modules/supercluster/dist/supercluster.js' },
  // Scratch space: the deploy check's npm cache fill holds a copy of functions/package.json.
  modulePathIgnorePatterns: ['<rootDir>/.local/'],
};

export default {
  // Jest uses cores - 1 workers by default: one on the 2-core machines here.
  maxWorkers: 2,
  // A guard against a hung test, not a speed limit: far above any test's normal time on a slow, busy machine.
  testTimeout: 300_000,
  projects: [
    { ...base, displayName: 'domain', testEnvironment: 'node', testMatch: ['<rootDir>/packages/domain/test/**/*.test.ts'] },
    { ...base, displayName: 'scripts', testEnvironment: 'node', testMatch: ['<rootDir>/scripts/**/*.test.ts'] },
    {
      ...base,
      displayName: 'hosting',
      testEnvironment: '<rootDir>/hosting/test/support/environment.ts',
      testMatch: ['<rootDir>/hosting/test/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/hosting/test/support/setup.ts'],
      moduleNameMapper: {
        '\\.module\\.css$': 'identity-obj-proxy',
        // Each component from its own module, not the whole library (hosting/test/support/modules/onDemandExports.ts).
        '^antd$': '<rootDir>/hosting/test/support/modules/antd.ts',
        '^@ant-design/icons$': '<rootDir>/hosting/test/support/modules/antdIcons.ts',
        // @ant-design/icons' CommonJS build requires the ES build of its colours.
        '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
        // The shell's glyphs take antd's icon drawings from their ES build (components/glyphs/Glyph.tsx).
        '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
        // The listing dialog's map: maplibre-gl needs WebGL, which jsdom lacks (the stand-in places the pin).
        '/ListingPlaceMap$': '<rootDir>/hosting/test/support/modules/listingPlaceMap.tsx',
        // /properties' map draws with the real component over a stand-in maplibre (its camera, events and markers).
        '^maplibre-gl$': '<rootDir>/hosting/test/support/modules/maplibreGl.ts',
        // Vite's worker URL and the build's basemap setting (import.meta.env), which CommonJS cannot read.
        '\\?worker&url$': '<rootDir>/hosting/test/support/styleStub.ts',
        '/basemapSetting$': '<rootDir>/hosting/test/support/modules/basemapSetting.ts',
        '\\.css$': '<rootDir>/hosting/test/support/styleStub.ts',
        // hosting/tsconfig.json's `@/…` alias, after the style mappings so `@/…/x.module.css` is still stubbed.
        '^@/(.*)$': '<rootDir>/hosting/src/$1',
      },
    },
    {
      ...base,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/functions/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.stack\\.test\\.ts$'],
      // Each worker in its own project (scripts/testing/apiWorkers.ts).
      setupFiles: ['<rootDir>/functions/test/support/workerProject.ts'],
    },
    // The api tests that drive the running stack itself (its Hosting and functions, an emulator's process): alone, in its project.
    { ...base, displayName: 'api-stack', testEnvironment: 'node', testMatch: ['<rootDir>/functions/test/**/*.stack.test.ts'] },
    { ...base, displayName: 'rules', testEnvironment: 'node', testMatch: ['<rootDir>/rules-tests/**/*.test.ts'] },
  ],
};
