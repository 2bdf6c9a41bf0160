import { defineConfig } from 'vitest/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30000,
          hookTimeout: 60000,
          setupFiles: ['apps/api/test/setup.ts'],
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                testTimeout: 30000,
                hookTimeout: 60000,
                setupFiles: ['apps/api/test/setup.ts'],
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90000,
          hookTimeout: 120000,
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
