import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { tsxScript } from './tsxScript';

export interface RenderedSitePage {
  path: string;
  status: number;
  cacheControl: string;
  html: string;
}

interface Answer {
  pages: RenderedSitePage[];
  logged: string[];
}

/** The test file's renderer process (renderSitePages.ts) and its answers still awaited, in order. */
interface Renderer {
  process: ChildProcessWithoutNullStreams;
  waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void }[];
}

let running: Renderer | undefined;

/** Starts the renderer, in this worker's project. */
function start(): Renderer {
  const child = spawn(process.execPath, tsxScript(join(__dirname, 'renderSitePages.ts')), { env: process.env });
  const renderer: Renderer = { process: child, waiting: [] };
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const waiting = renderer.waiting.shift();
    try {
      waiting?.resolve(JSON.parse(line) as Answer);
    } catch {
      waiting?.reject(new Error(`The site renderer answered no JSON: ${line.slice(0, 500)}`));
    }
  });
  child.on('close', (code) => {
    if (running === renderer) running = undefined;
    for (const { reject } of renderer.waiting.splice(0)) reject(new Error(`The site renderer ended (${code}): ${errors}`));
  });
  return renderer;
}

// Started as the test file loads, so that its seconds of start-up go on beside the file's first set-up;
// ended with the test file, as jest keeps no module of a test file for the next.
running = start();
afterAll(async () => {
  const ending = running?.process;
  if (!ending) return;
  await new Promise((resolve) => {
    ending.on('close', resolve);
    ending.stdin.end();
  });
});

/** The `site` function's answers to `paths`, rendered by the built renderer over the emulators (renderSitePages.ts). */
export async function sitePages(...paths: string[]): Promise<RenderedSitePage[]> {
  const renderer = (running ??= start());
  const { pages, logged } = await new Promise<Answer>((resolve, reject) => {
    renderer.waiting.push({ resolve, reject });
    renderer.process.stdin.write(`${JSON.stringify(paths)}\n`);
  });
  if (logged.length > 0) throw new Error(`The site logged: ${logged.join('\n')}`);
  return pages;
}
