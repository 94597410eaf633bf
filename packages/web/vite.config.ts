import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The SPA; in development /graphql, /accounts and friends go to the server on port 3000.
const api = ['/graphql', '/accounts', '/countries', '/dev', '/app-config', '/healthz', '/files', '/pdf', '/exports'];
const apiPath = new RegExp(`^(${api.map((path) => path.replace('/', '\\/')).join('|')})(\\/|\\?|$)`);

/**
 * The libraries every page needs, each in a chunk of its own: the entry then holds only the app's
 * own start-up code, no chunk passes the size budget (e2e/login-bundle.spec.ts), and a release
 * that changes only the app leaves the browser's cached copies of these valid.
 */
const VENDOR_CHUNKS: Record<string, string[]> = {
  react: ['react', 'react-dom', 'scheduler'],
  router: ['react-router'],
  i18n: ['i18next', 'react-i18next', 'html-parse-stringify', 'void-elements'],
  // Only the Dashboard's chart (a lazy part) loads these, split off recharts so that no chunk passes
  // the budget. Packages that import nothing the app itself uses: a chunk made by name takes in its
  // packages' dependencies, which must not pull the app's own libraries into a chart chunk.
  'chart-state': ['@reduxjs/toolkit', 'redux', 'redux-thunk', 'reselect', 'immer'],
  'chart-scales': [
    'd3-array',
    'd3-color',
    'd3-ease',
    'd3-format',
    'd3-interpolate',
    'd3-path',
    'd3-scale',
    'd3-shape',
    'd3-time',
    'd3-time-format',
    'd3-timer',
    'internmap',
  ],
};

function vendorChunk(id: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (!match) return undefined;
  return Object.keys(VENDOR_CHUNKS).find((chunk) => VENDOR_CHUNKS[chunk]!.includes(match[1]!));
}

export default defineConfig({
  plugins: [
    react(),
    // The update flow: a generated service worker precaches the build and waits
    // ('prompt') until the app's banner lets it take over; src/ui/update registers it.
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,ttf}'],
        // Loaded only where errors are reported (src/ui/monitoring); not worth every browser's download.
        globIgnores: ['**/sentry-sdk-*.js'],
        // The main bundle is large (Mantine, Apollo); it must still be precached.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [apiPath],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(api.map((path) => [path, { target: 'http://localhost:3000', ws: path === '/graphql' }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
