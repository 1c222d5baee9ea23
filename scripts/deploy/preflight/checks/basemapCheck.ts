import { BASEMAP_FONTS, BASEMAP_SETTING, basemapArchiveUrl, basemapFolder, basemapGlyphsUrl } from '@estate/domain';
import { appendEnvLine } from '../fixCommands';
import type { Missing, PreflightCheck } from '../preflightCheck';

const HOW = 'docs/operations.md#the-basemap';
/** A PMTiles archive starts with its magic and its version (the spec's header). */
const PMTILES_MAGIC = 'PMTiles';
const PMTILES_VERSION = 3;

/** Where the maps read the basemap from, as a page of the site does: from its origin, by a Range request. */
async function archiveMissing(publicFetch: typeof fetch, folder: string, origin: string | undefined): Promise<Missing[]> {
  const url = basemapArchiveUrl(folder);
  const bucket = `gs://${new URL(folder).pathname.split('/')[1] ?? '<bucket>'}`;
  const cors = { item: '', fix: `gcloud storage buckets update ${bucket} --cors-file=basemap-cors.json   (the file in ${HOW}, step 3)` };
  let response: Response;
  try {
    response = await publicFetch(url, { headers: { Range: 'bytes=0-16383', ...(origin ? { Origin: origin } : {}) } });
  } catch (error) {
    return [
      {
        item: `the basemap's archive at ${url} could not be read (${(error as Error).message})`,
        fix: `check BASEMAP_URL and the bucket (${HOW})`,
      },
    ];
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const missing: Missing[] = [];
  if (response.status !== 206) {
    missing.push({
      item: `the basemap's archive at ${url} answers ${response.status} to a Range request, not 206 Partial Content`,
      fix: `upload it and make the bucket public: gcloud storage cp cincinnati.pmtiles ${bucket}/ --content-type=application/vnd.pmtiles (${HOW}, steps 3 and 4)`,
    });
    return missing;
  }
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding !== 'identity') {
    missing.push({
      item: `the basemap's archive is served compressed (Content-Encoding: ${encoding}): its ranges cannot be read`,
      fix: `upload it again without compression: gcloud storage cp cincinnati.pmtiles ${bucket}/ --content-type=application/vnd.pmtiles`,
    });
  }
  if (new TextDecoder().decode(bytes.subarray(0, 7)) !== PMTILES_MAGIC || bytes[7] !== PMTILES_VERSION) {
    missing.push({
      item: `${url} is not a PMTiles version 3 archive`,
      fix: `make the extract again with the pmtiles CLI (${HOW}, step 1)`,
    });
  }
  const allowed = response.headers.get('access-control-allow-origin');
  if (!origin) return missing;
  if (allowed !== origin && allowed !== '*') {
    missing.push({ ...cors, item: `the basemap's bucket does not allow the site (${origin}) to read it: its CORS lacks the origin` });
  } else if (
    !(response.headers.get('access-control-expose-headers') ?? '')
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes('etag')
  ) {
    missing.push({ ...cors, item: "the basemap's bucket does not expose ETag to the site: its CORS lacks it among the response headers" });
  }
  return missing;
}

async function fontsMissing(publicFetch: typeof fetch, folder: string, origin: string | undefined): Promise<Missing[]> {
  const missing: Missing[] = [];
  for (const font of BASEMAP_FONTS) {
    const url = basemapGlyphsUrl(folder).replace('{fontstack}', encodeURIComponent(font)).replace('{range}', '0-255');
    const response = await publicFetch(url, origin ? { headers: { Origin: origin } } : {}).catch(() => undefined);
    await response?.body?.cancel();
    if (response?.status !== 200) {
      missing.push({ item: `the labels' font ${font} is not in the basemap's folder (${url})`, fix: `upload the fonts (${HOW}, step 4)` });
    }
  }
  return missing;
}

/**
 * Production's basemap (docs/operations.md#the-basemap): BASEMAP_URL is set, and its folder answers
 * a page of the site as the maps read it: the archive by Range requests (206, uncompressed, a PMTiles
 * archive, CORS for SITE_ORIGIN exposing ETag) and each label font. Unset, the maps would draw no streets.
 */
export const basemapCheck: PreflightCheck = {
  name: 'basemap',
  async run({ env, envFile, publicFetch }) {
    let folder: string | undefined;
    try {
      folder = basemapFolder(env[BASEMAP_SETTING]);
    } catch (error) {
      return { lines: [], missing: [{ item: (error as Error).message, fix: `correct it in ${envFile}` }] };
    }
    if (!folder) {
      return {
        lines: [],
        missing: [
          {
            item: `${BASEMAP_SETTING} is not set: the maps would draw no streets, only the neighborhoods' outlines`,
            fix: `make the basemap (${HOW}), then ${appendEnvLine(BASEMAP_SETTING, 'https://storage.googleapis.com/<bucket>', envFile)}`,
          },
        ],
      };
    }
    // The site's origin, which CORS must allow; without one (configCheck names it), the files are read as from nowhere.
    const origin = env.SITE_ORIGIN && URL.canParse(env.SITE_ORIGIN) ? new URL(env.SITE_ORIGIN).origin : undefined;
    const missing = [...(await archiveMissing(publicFetch, folder, origin)), ...(await fontsMissing(publicFetch, folder, origin))];
    return { lines: [`${BASEMAP_SETTING} = ${folder}`], missing };
  },
};
