import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 ships CJS (main) and ESM (module) copies. Node loads the CJS one for Pothos, Yoga and
// graphql-ws; Vite would hand the server's own imports the ESM one, and a schema from one copy
// fails instanceof checks of the other ("from another module or realm"). Pin the server to Node's.
const serverResolve = {
  conditions: ['source'],
  alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
};

// One runner for every package; `npm run test:unit` and `npm run test:integration` pick projects.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] },
      },
      {
        resolve: serverResolve,
        test: {
          name: 'server-unit',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      {
        resolve: serverResolve,
        test: {
          name: 'server-integration',
          root: 'packages/server',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
          // The files share each worker's modules: the migrated PGlite template, the compiled schemas and the
          // server's code load once per worker instead of once per file, which halves the suite (707 s → 309 s
          // on both databases here). Every file makes its own app and database, so no state is shared
          // between them but those read-only caches.
          isolate: false,
        },
      },
      'packages/web/vitest.config.ts',
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
    ],
  },
});
