import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeBase } from './vite.config.ts';
import { WORKERS } from './tests/support/worker-databases.ts';

export default defineConfig({
  test: {
    // Each project's test-seconds and 20 slowest tests after the run (README, Tests: budgets per tier).
    reporters: ['default', './tests/reporters/vitest-slowest.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          // tests/unit: checks of the tree itself (what tests and scripts may call).
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/support/fail-on-console-error.ts'],
        },
      },
      {
        // Components in a simulated DOM (happy-dom) with Testing Library: a page's behaviour that needs no
        // real browser (layout, a camera, downloads, real focus) is shown here, not in a journey (decision 042).
        plugins: [react(), localeBase()],
        test: {
          name: 'component',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./tests/support/fail-on-console-error.ts', './tests/support/component-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Run once, in the embedded phase: the embedded database's own folder lock (nothing of the server
          // in it), and the fuzzer, whose bad requests are refused before any query (the server's error
          // codes for what reaches it are client-mistakes.test.ts's, which runs on both), and the erasure's
          // scan of the embedded database's files (it opens one in a folder whatever the phase).
          exclude: process.env.DATABASE_URL
            ? [
                'tests/integration/data-dir-lock.test.ts',
                'tests/integration/fuzz.test.ts',
                'tests/integration/erasure-scan.test.ts',
              ]
            : [],
          environment: 'node',
          // Each file opens its own in-memory PGlite and serves on port 0, so files run side by side. With
          // DATABASE_URL each worker has its own database on that server (worker-databases.ts).
          // The embedded database migrated once for the run (pglite-test-template.ts).
          globalSetup: ['./tests/support/worker-databases.ts', './tests/support/pglite-test-template.ts'],
          setupFiles: ['./tests/support/worker-database.ts', './tests/support/fail-on-console-error.ts'],
          maxWorkers: WORKERS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Needs DATABASE_URL (a PostgreSQL server): what only a server can show, e.g. an outage (.ci/run).
        test: {
          name: 'postgres',
          include: ['tests/postgres/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/support/fail-on-console-error.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
