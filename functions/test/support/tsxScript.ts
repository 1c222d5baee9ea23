import { pathToFileURL } from 'node:url';

/**
 * The arguments that run the TypeScript `script` with `args` in this node, with tsx's loader: what
 * `npx tsx` runs, without npx's second or more of start-up at each call. Run with process.execPath.
 */
export const tsxScript = (script: string, ...args: string[]) => ['--import', pathToFileURL(require.resolve('tsx')).href, script, ...args];
