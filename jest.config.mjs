// One jest run, five projects. `unit` projects need nothing running; `emulator` projects
// need the Firestore and Auth emulators, which scripts/test.ts starts before it runs them.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default {
  projects: [
    { ...base, displayName: 'domain', testEnvironment: 'node', testMatch: ['<rootDir>/packages/domain/test/**/*.test.ts'] },
    { ...base, displayName: 'scripts', testEnvironment: 'node', testMatch: ['<rootDir>/scripts/**/*.test.ts'] },
    {
      ...base,
      displayName: 'hosting',
      testEnvironment: '<rootDir>/hosting/test/environment.ts',
      testMatch: ['<rootDir>/hosting/test/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/hosting/test/setup.ts'],
      moduleNameMapper: {
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': '<rootDir>/hosting/test/styleStub.ts',
      },
    },
    { ...base, displayName: 'api', testEnvironment: 'node', testMatch: ['<rootDir>/functions/test/**/*.test.ts'] },
    { ...base, displayName: 'rules', testEnvironment: 'node', testMatch: ['<rootDir>/rules-tests/**/*.test.ts'] },
  ],
};
