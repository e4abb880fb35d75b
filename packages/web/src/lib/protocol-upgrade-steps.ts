import { toast } from './toast';

export const UPGRADE_FAILED_TEXT =
  'Dayflow has been updated, but this page could not load the new version. Your changes are kept on this ' +
  'device: close every Dayflow tab, then open Dayflow again.';

/** How long a new service worker may take to install and take over before the page reloads anyway. */
export const TAKEOVER_WAIT_MS = 10_000;

/** Stays until the page goes: there is nothing else this page can do with the server. */
export function tellUpgradeFailed(): void {
  toast.error(UPGRADE_FAILED_TEXT, { id: 'upgrade-required', duration: Infinity });
}

/**
 * The installed app's service worker answers a reload with the version it holds, and a newer one
 * waits for the person to accept it (build/pwa.ts): fetch the newest worker and let it take over
 * first (Workbox's worker takes SKIP_WAITING), then reload under it. Without one, a reload fetches
 * the new version itself.
 */
export async function reloadIntoNewVersion(
  workers: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  try {
    const registration = await workers?.getRegistration();
    await registration?.update();
    const worker = registration?.installing ?? registration?.waiting;
    if (workers && worker) {
      const takenOver = new Promise((resolve) => workers.addEventListener('controllerchange', resolve, { once: true }));
      worker.postMessage({ type: 'SKIP_WAITING' });
      await Promise.race([takenOver, new Promise((resolve) => setTimeout(resolve, TAKEOVER_WAIT_MS))]);
    }
  } catch {
    // Offline, or no worker to ask: the reload is all there is.
  }
  reload();
}
