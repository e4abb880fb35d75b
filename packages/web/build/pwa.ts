import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './web-manifest';

/**
 * Navigations the service worker must leave to the server: the API (JSON, the sign-in
 * callbacks, the API docs page), the health check, and any path naming a file — the same rule
 * the server uses before it answers a path with the app (packages/server/src/web/static-plugin.ts).
 * Also the sign-in popup's own pages (/auth/…): the server sends them with the opener policy that
 * keeps the popup tied to its opener (server auth/popup-headers.ts); the cached page carries the
 * app's stricter policy, which would cut the popup off, and it would land on /planner instead of
 * closing.
 */
export const NAVIGATE_FALLBACK_DENYLIST = [
  /^\/api(?:\/|$)/,
  /^\/auth(?:\/|$)/,
  /^\/healthz(?:\/|$)/,
  /\/[^/?]+\.[^/?]+$/,
];

/**
 * The installed app: /manifest.webmanifest and a Workbox service worker (/sw.js) that precaches
 * the whole build — the page, every route chunk, styles, icons and the sound — and answers app
 * navigations with the cached page, so /planner opens with no network once visited. API answers
 * and the live socket are never cached: the task store keeps the user's data (sync/README.md).
 *
 * A new version waits until the user accepts it (registerType 'prompt', app/service-worker/); the
 * app registers the worker itself, after the first screen, so nothing is injected into index.html
 * but the manifest link.
 */
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    manifest: webManifest,
    manifestFilename: 'manifest.webmanifest',
    // The glob below already takes every icon; listing the manifest's again would repeat them.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,wav}'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
      // The first install takes over the page it was installed from, so a visit that goes offline
      // before any reload still finds its lazy chunks. Updates still wait for the user.
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      // No runtimeCaching: anything not precached (the API above all) goes to the network.
      runtimeCaching: [],
      // Reminders: push, Done and Snooze 10 min (public/reminders-sw.js).
      importScripts: ['/reminders-sw.js'],
    },
  });
}
