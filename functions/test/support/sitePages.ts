import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface RenderedSitePage {
  path: string;
  status: number;
  cacheControl: string;
  html: string;
}

/** The `site` function's answers to `paths`, rendered by the built renderer over the emulators (renderSitePages.ts). */
export async function sitePages(...paths: string[]): Promise<RenderedSitePage[]> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', join(__dirname, 'renderSitePages.ts'), ...paths], {
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const { pages, logged } = JSON.parse(stdout) as { pages: RenderedSitePage[]; logged: string[] };
  if (logged.length > 0) throw new Error(`The site logged: ${logged.join('\n')}`);
  return pages;
}
