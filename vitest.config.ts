import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: [
            'server/**/*.test.ts',
            'openapi/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/server/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          // Each attack an outside probe found, kept as a regression test, and a fuzz pass over the contract.
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts', 'tests/a11y/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time, each worker with its own server (global-setup.ts): one at a time,
          // the suite took 11 of CI's 19 minutes, mostly waiting on pages and timers.
          maxWorkers: 2,
          // A story whose attempt fails is tried once more, from a fresh seed and browser context.
          // The failed attempt still reports what it saw (support/browser.ts) and `npm test` names
          // it in its summary, so a flaky story is seen and fixed, not hidden.
          retry: 1,
        },
      },
      {
        test: {
          name: 'container',
          include: ['tests/container/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
