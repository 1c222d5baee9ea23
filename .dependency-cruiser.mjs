// `npm run lint`'s import cycle check (docs/architecture.md#layout): no module reaches itself
// through its imports (lazy import() and re-exports included), since two modules in a cycle cannot
// be understood apart. Type-only imports are erased from the build, so they close no cycle.
// ESLint's import/no-cycle said the same in three fifths of the lint's time.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: 'Two modules in a cycle cannot be understood apart: move what both need into a third.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)(dist|dist-server|lib|\\.local)/'] },
    tsPreCompilationDeps: true,
    // Only hosting's project maps a path (`@/`, read against the baseUrl this file's tsconfig
    // adds); the workspaces resolve through node_modules.
    tsConfig: { fileName: '.dependency-cruiser.tsconfig.json' },
    cache: false,
  },
};
