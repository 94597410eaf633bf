import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The SPA; in development /graphql, /accounts and friends go to the server on port 3000.
const api = ['/graphql', '/accounts', '/countries', '/dev', '/app-config', '/healthz', '/files', '/pdf'];
const apiPath = new RegExp(`^(${api.map((path) => path.replace('/', '\\/')).join('|')})(\\/|\\?|$)`);

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
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
