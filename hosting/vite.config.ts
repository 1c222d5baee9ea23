import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { HERO_SLIDES } from './src/features/home/heroSlides';
import { preloadRouteCode } from './vite-plugins/preloadRouteCode';

// The public pages' small shared modules (cards, sections, queries, formatting): one chunk instead of
// dozens of tiny ones, each of which would cost a request. Not the forms, the search dialog, the 404
// illustration or the dashboard, whose heavy antd parts load only where they are used.
const PUBLIC_SHARED_CODE = /[\\/]hosting[\\/]src[\\/](components|features)[\\/]/;
const NOT_SHARED_UP_FRONT = /[\\/](features[\\/](admin|auth|leads)|components[\\/]form)[\\/]|SearchOverlay|ResourceNotFoundResult/;

export default defineConfig({
  // The first hero slide is the home page's largest paint.
  plugins: [react(), preloadRouteCode({ images: { '/': HERO_SLIDES[0]!.image } })],
  // `@/…` is hosting/src, as in tsconfig.json's paths.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/perf/bundleBudget.ts reads it to know what each page loads up front.
    manifest: true,
    // All the site's CSS modules make about 10 KB gzipped: one stylesheet, not a request per chunk.
    cssCodeSplit: false,
    // The shell chunk is about 530 KB minified; what counts is its gzipped weight, which
    // scripts/perf/bundleBudget.ts holds to issue 4's budget.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
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
