import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverTests = ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'];
const serverTestsWithModuleMocks = ['packages/server/test/reliability/route-spellings.test.ts'];
const server = {
  environment: 'node',
  // Each file builds its own app on its own database; PostgreSQL schemas keep them apart.
  testTimeout: 20_000,
  hookTimeout: 30_000,
} as const;

// One runner for every unit and integration test; Playwright's e2e/*.spec.ts stay out.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // which left one core idle through the whole run. Its own process mostly waits. On PostgreSQL
    // files run side by side too, each app in a schema of its own (the migrator reads only its
    // own schema's catalog, so another file dropping its schema meanwhile cannot fail it).
    maxWorkers: os.availableParallelism(),
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
          ...server,
          name: 'server',
          include: serverTests,
          exclude: serverTestsWithModuleMocks,
          // Each file builds its own app on its own database, so a worker's files can share one
          // module graph instead of importing Fastify, better-auth and Kysely again for each: the
          // core and server suites took 100 s instead of 195 s on two cores, every test passing in both.
          isolate: false,
        },
      },
      {
        // vi.mock replaces a module only before it is first imported: these files need a graph
        // of their own, since a shared one already holds the real module.
        test: { ...server, name: 'server-mocks', include: serverTestsWithModuleMocks },
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
