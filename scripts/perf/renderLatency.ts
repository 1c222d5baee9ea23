import { address, PROJECT_ID, SITE_URL } from '../stack/config';
import { AUDITED_PATHS } from './pages';
import { latencyRow, timeRequests } from './timedRequests';

/** The server-rendering figure: the median of this many server renders of a property page. */
export const RENDERS = 50;
const RUN = { runs: RENDERS, warmUp: 3 };
const TARGET_MS = 150;
const CACHED_TARGET_MS = 20;

const PROPERTY_PATH = AUDITED_PATHS.find((path) => path.startsWith('/property/'))!;

/**
 * `npm run perf`'s server-render figures: a property page rendered by the `site` function itself
 * (no cache anywhere: data read, React render, styles extracted), and the same page through the
 * Hosting emulator. The emulator does not cache function responses as Hosting's CDN does in
 * production (s-maxage): with `deployedSite` (PERF_DEPLOYED_SITE, e.g. https://<project>.web.app)
 * it also times the page as a deployed site's CDN serves it, and counts the cache hits.
 */
export async function measureRenderLatency(deployedSite = process.env.PERF_DEPLOYED_SITE): Promise<void> {
  const direct = await timeRequests(`http://${address('functions')}/${PROJECT_ID}/us-central1/site${PROPERTY_PATH}`, RUN);
  const throughHosting = await timeRequests(`${SITE_URL}${PROPERTY_PATH}`, RUN);
  console.log(`\nServer render of ${PROPERTY_PATH}, ${RENDERS} requests one after another (target: uncached median < ${TARGET_MS} ms):`);
  console.log(latencyRow('the site function (uncached render)', direct));
  console.log(latencyRow('through the Hosting emulator (no CDN cache)', throughHosting));
  if (!deployedSite) {
    console.log(`  (cached by Hosting's CDN, target < ${CACHED_TARGET_MS} ms: set PERF_DEPLOYED_SITE to a deployed site to measure it)`);
    return;
  }
  const cached = await timeRequests(`${deployedSite.replace(/\/$/, '')}${PROPERTY_PATH}`, RUN);
  // Hosting's CDN says in `x-cache` whether it answered from its cache.
  const cacheHits = cached.headers.filter((headers) => headers.get('x-cache')?.includes('HIT')).length;
  console.log(latencyRow(`${deployedSite} (${cacheHits} of ${RENDERS} from the CDN cache)`, cached));
}
