import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress';
import { pwa } from './build/pwa';

const apiTarget = process.env.DAYFLOW_API ?? 'http://127.0.0.1:3000';

/**
 * Small modules the planner shares with its on-demand parts. Left to itself the bundler gives each
 * set of sharers a chunk of its own: a dozen files of 0.1–2 kB before the planner's first paint,
 * each its own request and gzip stream. /login needs none of them. Only these modules, not what
 * they import (that is in the entry chunk already, or would take /login's modules with it).
 */
const PLANNER_SHARED = [
  'core/src/days/plan-texts.ts',
  'core/src/notes/note-link.ts',
  'core/src/days/review-entry-texts.ts',
  'core/src/quick-add/text-counter.ts',
  'core/src/quick-add/text-limit-texts.ts',
  'core/src/reminders/reminder-constants.ts',
  'core/src/reminders/reminder-day.ts',
  'core/src/reminders/reminder-texts.ts',
  'core/src/reminders/zoned-time.ts',
  'core/src/routines/routine-entry-texts.ts',
  'core/src/shortcuts/shortcuts.ts',
  'core/src/tasks/task-id.ts',
  'core/src/tasks/task-list.ts',
  'core/src/time/calendar-days.ts',
  'core/src/time/local-date.ts',
  'core/src/time/zone-formatter.ts',
  'web/src/lib/resource-store.ts',
  'web/src/lib/time-zone.ts',
  'web/src/planner/priority-icon.tsx',
  'web/src/planner/priority-picker.tsx',
  'web/src/planner/section-meta.ts',
  'web/src/sync/browser/first-screen.ts',
  'web/src/sync/browser/new-task-id.ts',
  'web/src/sync/browser/stored-formats.ts',
  'web/src/sync/browser/sync-storage.ts',
  'web/src/sync/browser/tab-id.ts',
  'web/src/sync/store/outbox-ops.ts',
  'web/src/sync/store/stored-ops-upgrade.ts',
];
/**
 * And the icons they share (the routine mark's and the menu's Repeat…, the lists' and the
 * priorities' that a task's details show too), not on /login.
 */
const PLANNER_SHARED_ICONS = ['repeat', 'brain', 'sun', 'sunrise', 'chevrons-up', 'chevrons-down', 'equal'].map(
  (icon) => `lucide-react/dist/esm/icons/${icon}.mjs`,
);
const isPlannerShared = (id: string) =>
  PLANNER_SHARED.some((file) => id.replaceAll('\\', '/').endsWith(`packages/${file}`)) ||
  PLANNER_SHARED_ICONS.some((file) => id.replaceAll('\\', '/').endsWith(`node_modules/${file}`));

/**
 * Subscribed calendars' code, one chunk: the planner fetches it only for a user who follows a
 * calendar, and names one file for it instead of three (its texts and its events store would
 * each be a chunk of their own, shared with Settings and Upcoming).
 */
const CALENDARS = [
  'web/src/calendars/',
  'core/src/calendar/calendar-texts.ts',
  'core/src/calendar/subscribed-calendars.ts',
];
const isCalendars = (id: string) => CALENDARS.some((part) => id.replaceAll('\\', '/').includes(`packages/${part}`));

/**
 * React Router's package points every import at its development build, whose dev-only warnings
 * (on by a constant the minifier cannot drop) are ~0.4 kB gzip in every page's first chunk. The
 * production build beside it is the same code with them off.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(import.meta.resolve('react-router')).replace(
  `${path.sep}development${path.sep}`,
  `${path.sep}production${path.sep}`,
);

export default defineConfig(({ command }) => ({
  // precompress after pwa: the service worker and the manifest get their .br and .gz copies too.
  plugins: [react(), tailwindcss(), pwa(), precompress()],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [] },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the server to announce the planner's chunks in a signed-in page (server web/planner-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'planner-shared', test: isPlannerShared, includeDependenciesRecursively: false },
            { name: 'calendars', test: isCalendars, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
}));
