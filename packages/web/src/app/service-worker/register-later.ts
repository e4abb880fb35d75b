/**
 * How long after the page has loaded the service worker is registered. Its install downloads the
 * whole build (~0.9 MB), which must not compete with what the first screen fetches right after
 * it paints (the live snapshot, the drag library, the progress panel), above all on a slow
 * phone connection; offline use can wait a few seconds.
 */
export const REGISTER_DELAY_MS = 5000;

/**
 * Registers the service worker (build/pwa.ts). Only this scheduler is in the first chunk, which
 * runs before the load event (a module script): the registration code is fetched when it is due.
 * A failed fetch just leaves the app online-only until the next load.
 */
export function registerServiceWorkerLater(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    import('./register-service-worker').then(
      (module) => module.registerServiceWorker(),
      () => undefined,
    );
  window.addEventListener('load', () => setTimeout(register, REGISTER_DELAY_MS), { once: true });
}
