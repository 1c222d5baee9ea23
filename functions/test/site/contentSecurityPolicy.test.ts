import { createHash } from 'node:crypto';
import request from 'supertest';
import type { PublicData } from '@estate/domain';
import {
  basemapConnectSources,
  firebaseConnectOrigins,
  inlineScriptHashes,
  uploadImageOrigins,
} from '../../src/site/contentSecurityPolicy';
import { createSiteApp } from '../../src/site/siteApp';

const LOADER = "(() => { addEventListener('load', () => {}); })();";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const TEMPLATE = [
  '<html><head>',
  `<script>${LOADER}</script>`,
  '<script type="module" crossorigin src="/assets/entry.js"></script>',
  '<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>',
  '<!--page-head--></head><body><div id="root"><!--page-body--></div>',
  '<script type="application/json" id="page-state">{}</script>',
  '</body></html>',
].join('');

/** The header of one page, with `html` as what the renderer made of it. */
async function policyOf(html: string): Promise<string> {
  const app = createSiteApp({
    data: {} as PublicData,
    renderer: async () => ({
      template: TEMPLATE,
      renderPage: async () => ({ status: 200, html, cacheable: true }),
      renderSitemap: jest.fn(),
    }),
    logger: { error: jest.fn() },
    imageOrigins: [],
    connectOrigins: firebaseConnectOrigins({}),
  });
  const response = await request(app).get('/').expect(200);
  return String(response.headers['content-security-policy']);
}

describe("the pages' Content-Security-Policy", () => {
  it("hashes the template's runnable inline scripts only: not files, JSON data or JSON-LD", () => {
    expect(inlineScriptHashes(TEMPLATE)).toEqual([sha256(LOADER)]);
  });

  it("allows the site, the inline loader by its hash, reCAPTCHA's script, https images and the map frame, and nothing inline else", async () => {
    const policy = await policyOf('<p>page</p>');
    const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual([
      "'self'",
      sha256(LOADER),
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
    ]);
    expect(directives['frame-src']).toEqual([
      'https://maps.google.com',
      'https://www.google.com',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it('never allows a script that reached the rendered page itself', async () => {
    const injected = "alert('injected')";
    expect(await policyOf(`<p>${injected}</p><script>${injected}</script>`)).not.toContain(sha256(injected));
  });

  it("lets the dashboard reach the Auth and Firestore emulators on a local stack, and Google's endpoints elsewhere", () => {
    expect(firebaseConnectOrigins({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual([
      'http://127.0.0.1:9099',
      'http://127.0.0.1:8080',
    ]);
    expect(firebaseConnectOrigins({})).not.toContainEqual(expect.stringMatching(/^http:/));
    // One emulator alone is not a local stack: the dashboard is then given Google's, and may reach them.
    expect(firebaseConnectOrigins({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual(firebaseConnectOrigins({}));
  });

  it("lets the maps read the basemap's folder alone when BASEMAP_URL names it, and nothing more when unset", () => {
    expect(basemapConnectSources({ BASEMAP_URL: 'https://storage.googleapis.com/qce-basemap/' })).toEqual([
      'https://storage.googleapis.com/qce-basemap/',
    ]);
    expect(basemapConnectSources({ BASEMAP_URL: 'https://storage.googleapis.com/qce-basemap' })).toEqual([
      'https://storage.googleapis.com/qce-basemap/',
    ]);
    expect(basemapConnectSources({})).toEqual([]);
    expect(() => basemapConnectSources({ BASEMAP_URL: 'http://storage.googleapis.com/qce-basemap' })).toThrow(
      'BASEMAP_URL must be an https:// folder such as https://storage.googleapis.com/<bucket>, not "http://storage.googleapis.com/qce-basemap"',
    );
  });

  it("takes photos from the Storage emulator's origin on a local stack", () => {
    expect(uploadImageOrigins({ FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' })).toEqual(['http://127.0.0.1:9199']);
    expect(uploadImageOrigins({})).toEqual([]);
  });
});
