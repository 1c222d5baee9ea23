// `tsx renderSitePages.ts <path>...`: the `site` function's answers to the paths, as JSON on stdout,
// rendered by the built server renderer (functions/lib/site, made by `npm run build`) over the
// emulators' data. A process of its own: jest's module sandbox cannot load the renderer's ES module.
import { join } from 'node:path';
import request from 'supertest';
import { repositories, siteData } from '../../src/composition';
import { builtPageRenderer } from '../../src/site/pageRenderer';
import { createSiteApp } from '../../src/site/siteApp';
import { adminApp } from './emulators';

const { db, close } = adminApp();
const logged: string[] = [];
const site = createSiteApp({
  data: siteData(repositories(db)),
  renderer: builtPageRenderer(join(__dirname, '..', '..', 'lib', 'site')),
  logger: { error: (message, details) => void logged.push(`${message} ${JSON.stringify(details)}`) },
  imageOrigins: [],
  connectOrigins: [],
});
async function render(paths: string[]) {
  const pages = [];
  for (const path of paths) {
    const response = await request(site).get(path);
    pages.push({ path, status: response.status, cacheControl: response.headers['cache-control'], html: response.text });
  }
  await close();
  process.stdout.write(JSON.stringify({ pages, logged }));
}

void render(process.argv.slice(2));
