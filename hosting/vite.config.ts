import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/perf/bundleBudget.ts reads it to know what each page loads up front.
    manifest: true,
  },
  server: {
    // `npm run dev --workspace hosting` during `npm start`: the API stays on the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
