import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';
import { prerenderLanding } from './vite-plugins/prerender-landing';
import { serviceWorker } from './vite-plugins/service-worker';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), prerenderLanding(), serviceWorker(), precompress()],
  resolve: {
    alias: {
      '@shared': src('shared'),
      '@client': src('client'),
      // VITE_PROFILING=1 builds with React's profiling renderer, so <Profiler> measures in production
      // (slow_render rows, spec §9); without it the profiler is left out (lib/telemetry/render-profiler.tsx).
      ...(process.env.VITE_PROFILING === '1' ? { 'react-dom/client': 'react-dom/profiling' } : {}),
    },
  },
  // The manifest lets the prerender preload the landing chunk and the bundle-budget test weigh routes.
  // The landing island is a second entry: index.html loads only it (see vite-plugins/prerender-landing).
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: { index: src('client/index.html'), 'landing-island': src('client/app/landing-island.ts') } },
  },
});
