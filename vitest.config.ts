import { defineConfig } from 'vitest/config';

const conditions = ['source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    projects: [
      {
        resolve: { conditions },
        ssr: { resolve: { conditions } },
        test: { name: 'unit', include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'infra/local/src/**/*.test.ts', 'infra/tooling/**/*.test.ts', 'infra/teams/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { conditions: ['source', 'module', 'browser', 'import', 'default'] },
        test: { name: 'frontend', include: ['frontend/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['frontend/src/testing/setup.ts'], testTimeout: 30000 },
      },
      {
        resolve: { conditions },
        ssr: { resolve: { conditions } },
        test: {
          name: 'integration',
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
