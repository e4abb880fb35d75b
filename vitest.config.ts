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

const webTests = ['packages/web/src/**/*.test.{ts,tsx}'];
const webTestsWithModuleMocks = [
  'packages/web/src/app/planner-screen.test.tsx',
  'packages/web/src/app/service-worker/register-later.test.ts',
  'packages/web/src/planner/drag/drag-arrival-focus.test.tsx',
  'packages/web/src/planner/drag/drag-arrival.test.tsx',
  'packages/web/src/planner/planner-rendering.test.tsx',
  'packages/web/src/planner/repeat/repeat-dialog.test.tsx',
  'packages/web/src/planner/virtual-list-offline.test.tsx',
  'packages/web/src/progress/celebrate.test.ts',
  'packages/web/src/progress/history/history-section.test.tsx',
  'packages/web/src/progress/progress-dock.test.tsx',
  'packages/web/src/progress/progress-panel.test.tsx',
  'packages/web/src/review/evening-prompt.test.tsx',
  'packages/web/src/review/review-dialog.test.tsx',
  'packages/web/src/routines/routines-screen.test.tsx',
  'packages/web/src/settings/account/delete-account-section.test.tsx',
  'packages/web/src/settings/confirm/confirm-it-is-you.test.tsx',
  'packages/web/src/settings/notifications/notifications-section.test.tsx',
  'packages/web/src/settings/security/change-password-section.test.tsx',
  'packages/web/src/settings/security/sign-out-everywhere-section.test.tsx',
  'packages/web/src/settings/tokens/tokens-section.test.tsx',
  'packages/web/src/settings/transfer/import-section.test.tsx',
  'packages/web/src/settings/trusted-devices/trusted-devices-section.test.tsx',
];
const web = {
  environment: 'jsdom',
  setupFiles: ['packages/web/src/test/setup.ts'],
  // Libraries that keep state of their own (react-hot-toast's toasts and paused timers) go through
  // Vite, so the setup's vi.resetModules gives each test file a fresh copy, as isolation would.
  server: { deps: { inline: ['react-hot-toast'] } },
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
        // Checks over the browser tests' own sources (which of them CI runs on PostgreSQL too).
        test: {
          name: 'e2e-support',
          include: ['e2e/support/**/*.test.ts'],
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
          ...web,
          name: 'web',
          include: webTests,
          exclude: webTestsWithModuleMocks,
          // A worker runs its files in one window, without a new process and jsdom for each: the
          // setup starts each file as a fresh page with our modules loaded anew. The web suite
          // took 46–55 s instead of 88 s on two cores, in file order and shuffled.
          isolate: false,
        },
      },
      {
        // As server-mocks: vi.mock needs a module graph of its own.
        plugins: [react()],
        test: { ...web, name: 'web-mocks', include: webTestsWithModuleMocks },
      },
    ],
  },
});
