import { createHash } from 'node:crypto';
import { BASEMAP_SETTING, basemapFolder } from '@estate/domain';
import { emulatorsFromEnv } from '../platform';

/** Types of a `<script>` whose text the browser runs; any other (JSON data, JSON-LD) is data only. */
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'module']);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources of the template's inline scripts that run, by their SHA-256. Only the
 * template's, which the build wrote: a hash taken of a rendered page would also allow whatever
 * a visitor managed to inject into it.
 */
export function inlineScriptHashes(template: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of template.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

interface PolicyOptions {
  /** The template's inline scripts (inlineScriptHashes). */
  scriptHashes: string[];
  /** Where uploaded photos are served from beyond the site and https: (a local Storage emulator). */
  imageOrigins: string[];
  /** Where the page may connect beyond the site (firebaseConnectOrigins, basemapConnectSources). */
  connectOrigins: string[];
}

/**
 * reCAPTCHA Enterprise, which App Check runs when a visitor first uses a form (docs/product/leads.md#app-check):
 * its scripts under Google's /recaptcha/ paths, and its frame (www.google.com, or recaptcha.google.com
 * where that is blocked). The local stack's stand-in needs none of them.
 */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://recaptcha.google.com/recaptcha/'];

/**
 * The pages' Content-Security-Policy. Scripts: the site's files and its two inline loaders (which
 * add a preload and the entry script, files of the site), and reCAPTCHA's. Styles may be inline: the server sends each page's
 * critical CSS in the HTML and antd writes its styles at run time. Images may come from any
 * https address (listings are held to the site's own by the API). The frames are the Google map
 * of a neighbourhood and reCAPTCHA's; nobody may frame the site.
 */
export function contentSecurityPolicy({ scriptHashes, imageOrigins, connectOrigins }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...RECAPTCHA_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline SVG placeholders, blob: for the dashboard's previews of photos being uploaded;
    // https: because a neighborhood's, article's or testimonial's image may be any web address.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    // The dashboard's live inbox reads Firestore and signs in to Firebase Auth, and the maps read the
    // basemap's folder. One policy for every page, since the site moves from a public page to the
    // dashboard without loading another document.
    'connect-src': ["'self'", ...connectOrigins],
    // maps.google.com answers the embed with a redirect to www.google.com.
    'frame-src': ['https://maps.google.com', 'https://www.google.com', ...RECAPTCHA_FRAMES],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The Storage emulator's plain-http origin on a local stack; Cloud Storage is https: already. */
export function uploadImageOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const emulator = env.FIREBASE_STORAGE_EMULATOR_HOST;
  return emulator ? [`http://${emulator}`] : [];
}

/**
 * Firebase Auth and Firestore, where the dashboard's live inbox connects, and App Check, where the
 * forms exchange reCAPTCHA's answer for a token: Google's endpoints, or on a local stack the
 * emulators the functions are pointed at (App Check's stand-in is the site's own api).
 */
export function firebaseConnectOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  // The same addresses POST /api/session/realtime hands the browser: the policy and the SDK agree.
  const emulators = emulatorsFromEnv(env);
  if (!emulators)
    return [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
    ];
  const { host, port } = emulators.firestore;
  return [emulators.auth, `http://${host}:${port}`];
}

/**
 * The basemap's folder (docs/operations.md#the-basemap), where the maps read the region's tiles and
 * fonts: that folder alone (a source ending in / allows the paths under it), or nothing when unset.
 */
export function basemapConnectSources(env: NodeJS.ProcessEnv = process.env): string[] {
  const folder = basemapFolder(env[BASEMAP_SETTING]);
  return folder ? [`${folder}/`] : [];
}
