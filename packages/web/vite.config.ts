import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA; in development /graphql, /accounts and friends go to the server on port 3000.
const api = ['/graphql', '/accounts', '/countries', '/dev', '/app-config', '/healthz', '/files', '/pdf'];
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(api.map((path) => [path, { target: 'http://localhost:3000', ws: path === '/graphql' }])),
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
