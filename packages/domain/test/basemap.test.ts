import { basemapArchiveUrl, basemapFolder, basemapGlyphsUrl } from '../src';

describe("the basemap's folder (BASEMAP_URL)", () => {
  it('is the https:// folder named, without its trailing slash, or none when unset or blank', () => {
    expect(basemapFolder('https://storage.googleapis.com/qce-basemap/')).toBe('https://storage.googleapis.com/qce-basemap');
    expect(basemapFolder(' https://storage.googleapis.com/qce-basemap/v2 ')).toBe('https://storage.googleapis.com/qce-basemap/v2');
    expect(basemapFolder(undefined)).toBeUndefined();
    expect(basemapFolder('')).toBeUndefined();
  });

  it('refuses anything but an https:// folder, naming the value', () => {
    for (const value of [
      'http://storage.googleapis.com/qce-basemap',
      'storage.googleapis.com/qce-basemap',
      'https://x.test/a?b=c',
      'gs://qce-basemap',
    ]) {
      expect(() => basemapFolder(value)).toThrow(
        `BASEMAP_URL must be an https:// folder such as https://storage.googleapis.com/<bucket>, not "${value}"`,
      );
    }
  });

  it('holds the archive and the fonts at fixed names', () => {
    expect(basemapArchiveUrl('https://b.test/m')).toBe('https://b.test/m/cincinnati.pmtiles');
    expect(basemapGlyphsUrl('https://b.test/m')).toBe('https://b.test/m/fonts/{fontstack}/{range}.pbf');
  });
});
