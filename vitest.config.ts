import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          // On a PostgreSQL server the files' races (50 parallel bookings, the fuzz suite) starve
          // each other of the server's CPU when run side by side; one file at a time there.
          fileParallelism: !process.env.TEST_DATABASE_URL,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
