import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner for every unit and integration test; Playwright's e2e/*.spec.ts stay out.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // which left one core idle through the whole run. Its own process mostly waits.
    // On PostgreSQL, one at a time: each test app drops its schema when done, and Kysely's
    // migrator reads the catalog of every schema in the database (has_schema_privilege,
    // pg_get_serial_sequence), which fails with "schema … does not exist" when another file
    // drops one in the middle of that read.
    maxWorkers: process.env.TEST_DB === 'postgres' ? 1 : os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Build-time code of the web app (Vite plugins) runs in Node, not in a browser.
        test: {
          name: 'web-build',
          include: ['packages/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database; PostgreSQL schemas keep them apart.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
