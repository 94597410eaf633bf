import { defineConfig } from 'vitest/config';

// One runner for every package; `npm run test:unit` and `npm run test:integration` pick projects.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'server-unit',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'server-integration',
          root: 'packages/server',
          include: ['src/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      'packages/web/vitest.config.ts',
    ],
  },
});
