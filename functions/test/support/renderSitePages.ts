// `node --import tsx renderSitePages.ts`: the `site` function's answers over the emulators' data,
// rendered by the built server renderer (functions/lib/site, made by `npm run build`). A process of
// its own, as jest's module sandbox cannot load the renderer's ES module; one per test file
// (sitePages.ts), as loading the composition and the renderer takes seconds. Each line on stdin is
// a JSON array of paths; each answer is one line of JSON on stdout, with what the site logged
// meanwhile. It ends when stdin does.
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import request from 'supertest';
import { repositories, siteData } from '../../src/composition';
import { builtPageRenderer } from '../../src/site/pageRenderer';
import { createSiteApp } from '../../src/site/siteApp';
import { adminApp } from './emulators';

const { db, close } = adminApp();
const data = siteData(repositories(db));
const renderer = builtPageRenderer(join(__dirname, '..', '..', 'lib', 'site'));
// Loaded before the first paths come; a failure is the first page's to log (siteApp loads it again).
renderer().catch(() => undefined);

async function render(paths: string[]) {
  const logged: string[] = [];
  // A new app for each batch: none serves a render it kept from an earlier test's data.
  const site = createSiteApp({
    data,
    renderer,
    logger: { error: (message, details) => void logged.push(`${message} ${JSON.stringify(details)}`) },
    imageOrigins: [],
    connectOrigins: [],
  });
  const pages = [];
  for (const path of paths) {
    const response = await request(site).get(path);
    pages.push({ path, status: response.status, cacheControl: response.headers['cache-control'], html: response.text });
  }
  return { pages, logged };
}

async function serve() {
  for await (const line of createInterface({ input: process.stdin })) {
    process.stdout.write(`${JSON.stringify(await render(JSON.parse(line) as string[]))}\n`);
  }
  await close();
}

void serve();
