import { defineConfig } from 'vitest/config';

const conditions = ['source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    // The unit and page files two at a time (the CI machine has two cores), then the integration files one at a
    // time on their own (each starts a stack of its own, and they contend with anything beside them).
    maxWorkers: 2,
    projects: [
      {
        resolve: { conditions },
        ssr: { resolve: { conditions } },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'infra/local/src/**/*.test.ts',
            'infra/tooling/**/*.test.ts',
            'infra/teams/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { conditions: ['source', 'module', 'browser', 'import', 'default'] },
        test: {
          name: 'frontend',
          sequence: { groupOrder: 0 },
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['frontend/src/testing/setup.ts'],
          testTimeout: 30000,
        },
      },
      {
        resolve: { conditions },
        ssr: { resolve: { conditions } },
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['vitest.globalSetup.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
