// Bundles the functions into lib/index.js. Workspace packages (@estate/domain) and their
// dependencies are inlined, so the deployed folder needs only the npm packages listed in
// this package.json's dependencies, which Cloud Build installs from package-lock.json: written
// here, derived from the root lock, so production installs the versions the tests ran
// (scripts/deploy/workspaceLock/). The site's server renderer (hosting's `vite build --ssr`,
// self-contained) and its page template go to lib/site/.
import { build } from 'esbuild';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const { writeWorkspaceLock } = await tsImport('../scripts/deploy/workspaceLock/workspaceLockFile.ts', import.meta.url);
writeWorkspaceLock(fileURLToPath(new URL('..', import.meta.url)), 'functions');

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});

const renderer = new URL('../hosting/dist-server/', import.meta.url);
if (!existsSync(new URL('entry.mjs', renderer))) {
  throw new Error('The site renderer is not built: build the hosting workspace first (npm run build at the root does both, in order).');
}
const site = new URL('./lib/site/', import.meta.url);
rmSync(site, { recursive: true, force: true });
cpSync(renderer, site, { recursive: true });
