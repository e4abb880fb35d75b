/** The worker build/pwa.ts writes; the whole origin is its scope. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Asks a waiting worker to take over; Workbox's generated worker listens for this message. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** How often an open page asks the server for a new version. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Shows the update toast; its code is fetched only when there is an update to offer. */
const offerUpdate = (activate: () => void) =>
  import('./update-toast').then(({ showUpdateToast }) => showUpdateToast(activate));

/**
 * Registers the service worker (fetched by register-later.ts) and offers each new version once it has installed: it waits
 * (build/pwa.ts: no skipWaiting) until the user presses Reload in the toast, then takes over,
 * and the page reloads under it. Written against the browser's API rather than workbox-window:
 * these few lines are all the app needs of it, and they cost a tenth of its bytes on every load.
 *
 * Only a worker that replaces another is offered: the first install of a visit just takes over
 * quietly (clientsClaim), since the page already runs that version.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  offer: (activate: () => void) => unknown = offerUpdate,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  let accepted = false;
  // Only after Reload: the first install's takeover changes the controller too.
  container.addEventListener('controllerchange', () => accepted && reload());

  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    console.error('Service worker registration failed:', error);
  });
  if (!registration) return;
  // The newest waiting worker when Reload is pressed, should another have arrived meanwhile.
  const offerWaiting = () =>
    offer(() => {
      accepted = true;
      registration.waiting?.postMessage(SKIP_WAITING);
    });
  // Installed during an earlier visit, or by this page's own navigation, and still waiting.
  if (registration.waiting && container.controller) offerWaiting();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offerWaiting();
    });
  });
  // A planner left open all day never navigates, which is when browsers look for a new worker.
  setInterval(() => registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
