import { BASEMAP_FONTS, basemapArchiveUrl, basemapGlyphsUrl } from '@estate/domain';

/** The basemap's folder as the preflight's tests read it: in memory, no network. */
export interface FakeBasemap {
  folder: string;
  /** What the archive answers a Range request with. */
  archiveStatus: number;
  /** The archive's first bytes. */
  archive: Uint8Array;
  contentEncoding?: string;
  /** The origins the bucket's CORS allows, and the headers it exposes. */
  origins: string[];
  exposed: string[];
  fonts: readonly string[];
}

export const BASEMAP_FOLDER = 'https://storage.googleapis.com/qce-basemap';

const pmtilesHeader = () => {
  const bytes = new Uint8Array(127);
  bytes.set(new TextEncoder().encode('PMTiles'));
  bytes[7] = 3;
  return bytes;
};

/** A folder made as docs/operations.md#the-basemap says, for SITE_ORIGIN. */
export const completeBasemap = (): FakeBasemap => ({
  folder: BASEMAP_FOLDER,
  archiveStatus: 206,
  archive: pmtilesHeader(),
  origins: ['https://www.queencityestates.com'],
  exposed: ['Content-Type', 'Range', 'ETag', 'If-Match'],
  fonts: BASEMAP_FONTS,
});

/** A fetch that answers as Cloud Storage would for that folder: CORS headers to an allowed Origin only. */
export function fakeBasemapFetch(basemap: FakeBasemap): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    const origin = new Headers(init?.headers).get('origin') ?? '';
    const cors: Record<string, string> = basemap.origins.includes(origin)
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': basemap.exposed.join(',') }
      : {};
    if (url === basemapArchiveUrl(basemap.folder)) {
      if (basemap.archiveStatus !== 206) return new Response(null, { status: basemap.archiveStatus });
      const encoding: Record<string, string> = basemap.contentEncoding ? { 'Content-Encoding': basemap.contentEncoding } : {};
      return new Response(basemap.archive, { status: 206, headers: { ...cors, ...encoding, 'Content-Range': 'bytes 0-16383/90000000' } });
    }
    const font = basemap.fonts.find(
      (name) => url === basemapGlyphsUrl(basemap.folder).replace('{fontstack}', encodeURIComponent(name)).replace('{range}', '0-255'),
    );
    return font ? new Response(new Uint8Array(8), { status: 200, headers: cors }) : new Response(null, { status: 404 });
  };
}
