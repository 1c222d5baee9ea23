import { mkdirSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Moves the built index.html out of the folder Hosting serves, to `target` (relative to the
 * project root): Hosting would otherwise answer `/` with it, before any rewrite to the renderer.
 */
export function templateForServer(target: string): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'template-for-server',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const destination = resolve(root, target);
      mkdirSync(dirname(destination), { recursive: true });
      renameSync(join(outDir, 'index.html'), destination);
    },
  };
}
