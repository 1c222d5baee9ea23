import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { IMAGE_SIZES } from './src/components/imageSizes';
import { HERO_SLIDES } from './src/features/site/home/heroSlides';
import { appCheckBuild } from './vite-plugins/appCheckBuild';
import { artworkPhotos } from './vite-plugins/artworkPhotos';
import { basemapBuild } from './vite-plugins/basemapBuild';
import { brandFonts } from './vite-plugins/brandFonts';
import { loadPageCode } from './vite-plugins/loadPageCode';
import { siteBuild } from './vite-plugins/siteBuild';
import { templateForServer } from './vite-plugins/templateForServer';
import { themeVariables } from './vite-plugins/themeVariables';

// The public pages' small shared modules (cards, sections, queries, formatting): one chunk instead of
// dozens of tiny ones, each of which would cost a request. Not the forms, the search dialog, the 404
// illustration or the dashboard, whose heavy antd parts load only where they are used.
const PUBLIC_SHARED_CODE = /[\\/]hosting[\\/]src[\\/](components|features)[\\/]/;
/** hosting/src/features/<name>/index.ts, a feature's public entry, and <name>/<part>/index.ts, a part's that the feature's re-exports. */
const FEATURE_ENTRY = /[\\/]hosting[\\/]src[\\/]features[\\/][^\\/]+[\\/]([^\\/]+[\\/])?index\.ts$/;
/** Where the server renderer and the page template are built (functions/build.mjs takes them from there). */
const SERVER_OUT_DIR = 'dist-server';

// The dashboard is the shell (features/dashboard, with its Overview and Settings), each capability's
// dashboard/ part (the staff's tabs and the CMA's editor) and what they share (staff, uploads), and the few components only
// it uses; a client's account screens (features/clients/account), the client session's writes (its
// hearts' toggle, which only a signed-in client loads), saved searches and the private listings'
// pages (only /properties and a listing's page load them), and the listing's URL filters (/properties
// and the saved searches share them; no other page reads them) and the MLS disclaimers (/properties
// and a listing's page); the listing cards (the pages that list homes; a listing's page shows
// none) and the listing photos' carousel (a listing's page, and the cards' carousel once a page
// runs); the lead forms; the open houses
// (their own pages and a listing page's lazy section); showings (the showing form's slots, the
// dashboard's panel and tab, the manage page) and visit feedback (its page, a listing's History) and
// site health's tab, the valuation's calls (the tool's, and the agent's opinion the homeowner report's
// page asks too), the homeowner report's pages and the pages an email's link opens (components/emailLink,
// with antd's Alert and Button), and the maps' code
// (listings/map: their style, the outlines' query, the drawing), which loads with a map alone: each
// loads with its own part.
const NOT_SHARED_UP_FRONT =
  /[\\/](features[\\/](dashboard|staff|(content|listings|cma)[\\/]dashboard|listings[\\/]map|valuation[\\/]api|homeownerReport|uploads|leads|openHouses|showings|visitFeedback|siteHealth(?![\\/]pageReports[\\/]))|components[\\/](form|emailLink))[\\/]|[\\/]components[\\/](AdminSection|CopyableSecret|LoadFailure|preloadableLazy|useConfirmDelete|useFailureToast|formatMinutes)\.|SearchOverlay|ResourceNotFoundResult|[\\/]features[\\/](clients[\\/](account[\\/]|api[\\/](keep|drop)Favourite|components[\\/]FavouriteToggle)|savedSearches[\\/]|privateListings[\\/](?!dashboard[\\/])|listings[\\/]components[\\/](propertyFilterParams|ListingDisclaimers|swipe[\\/]|PropertyCard\.|CardPhotos?\.))/;

/**
 * The server renderer (`vite build --ssr`): the same app for Node, in one self-contained module
 * with every package inlined, which the `site` function loads (functions/build.mjs copies it).
 */
const serverBuild = defineConfig({
  plugins: [siteBuild()],
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  // React and antd in their production builds, with the class names the browser's build uses.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    // Private: dist-server goes into the function's upload (functions/build.mjs), never to Hosting.
    sourcemap: true,
    target: 'node24',
    rolldownOptions: {
      input: 'src/server/entry.ts',
      // Pages load as they are first asked for; the dashboard's code, never rendered here, never loads.
      output: { format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      // antd marks its modules "use client" for React Server Components, which this app does not use.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));

const clientBuild = defineConfig({
  // The first hero slide is the home page's largest paint.
  plugins: [
    react(),
    themeVariables(),
    brandFonts(),
    siteBuild(),
    // The forms' App Check provider: reCAPTCHA Enterprise, or the local stack's stand-in.
    appCheckBuild(),
    // The maps' streets: production's PMTiles folder, or none (the plain ground).
    basemapBuild(),
    loadPageCode({ images: { '/': { src: HERO_SLIDES[0]!.image, sizes: IMAGE_SIZES.full } } }),
    // The drawings of hosting/public/media as photos, into the public folder Vite copies.
    artworkPhotos(fileURLToPath(new URL('..', import.meta.url))),
    // Every page's HTML comes from the server renderer: the built index.html is its template, not a file Hosting serves.
    templateForServer(`${SERVER_OUT_DIR}/template.html`),
  ],
  // `@/…` is hosting/src, as in tsconfig.json's paths.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  // Workers (the map's) are bundled as the site's own code, without the library's source map reference,
  // as module workers: maplibre starts its worker with `type: 'module'`.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in what Hosting serves (npm test's deploy step checks it). `SOURCEMAPS=1 npm run build`
    // adds them for local debugging; that build then fails the deploy check, so it is not one to deploy.
    sourcemap: process.env.SOURCEMAPS === '1',
    // scripts/perf/bundleBudget.ts reads it to know what each page loads up front.
    manifest: true,
    // All the site's CSS modules make about 10 KB gzipped: one stylesheet, not a request per chunk.
    cssCodeSplit: false,
    // The shell chunk is about 320 KB minified; what counts is its gzipped weight, which
    // scripts/perf/bundleBudget.ts holds, with each page's own code, to its 120 KB budget.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // A feature's index.ts only re-exports (and declares its lazy parts): what an importer does not use
      // of it stays out of the importer's chunk, so a page that takes one thing from a feature does not
      // pull in the rest of it.
      treeshake: { moduleSideEffects: (id: string) => !FEATURE_ENTRY.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs (React, the router, antd's core, the shell) in one file.
            { name: 'shell', tags: ['$initial'], priority: 2 },
            {
              name: 'public',
              test: (id) => PUBLIC_SHARED_CODE.test(id) && !NOT_SHARED_UP_FRONT.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev --workspace hosting` during `npm start`: the API stays on the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
