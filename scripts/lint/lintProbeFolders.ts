/**
 * The folders lintProbes.mjs writes its probes into, inside the tree, for as long as ESLint reads
 * them: `lint-probe-` and a random suffix. The tests that list the tree's folders, which run beside
 * the probes, pass over them.
 */
export const isLintProbeFolder = (name: string) => name.startsWith('lint-probe-');
