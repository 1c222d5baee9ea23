import { robotsTxt, SITE_ORIGIN_MISSING, siteOriginSetting } from '../../hosting/vite-plugins/siteBuild';

describe("the build's site origin", () => {
  it('refuses a build without SITE_ORIGIN, rather than ship the emulator address to production', () => {
    expect(() => siteOriginSetting({})).toThrow(SITE_ORIGIN_MISSING);
    expect(() => siteOriginSetting({ SITE_ORIGIN: '' }, 'build')).toThrow(SITE_ORIGIN_MISSING);
  });

  it('takes the origin given, without a trailing slash, and refuses what is not an origin', () => {
    expect(siteOriginSetting({ SITE_ORIGIN: 'https://www.queencityestates.com/' })).toBe('https://www.queencityestates.com');
    expect(() => siteOriginSetting({ SITE_ORIGIN: 'https://www.queencityestates.com/listings' })).toThrow(
      'SITE_ORIGIN must be an origin such as https://www.example.com',
    );
  });

  it("lets the dev server default to the local site's address", () => {
    expect(siteOriginSetting({}, 'serve')).toBe('http://localhost:5000');
  });

  it("names the origin's sitemap in robots.txt", () => {
    expect(robotsTxt('https://www.queencityestates.com')).toContain('Sitemap: https://www.queencityestates.com/sitemap.xml');
  });
});
