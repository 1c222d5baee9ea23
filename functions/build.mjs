// Bundles the function into lib/index.js. Workspace packages (@estate/domain) and their
// dependencies are inlined, so the deployed folder needs only the npm packages listed in
// this package.json's dependencies, which Cloud Build installs.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
