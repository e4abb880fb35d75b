import { expect, type Page } from '@playwright/test';

// The service worker registers a few seconds after load (app/service-worker/register-later.ts).
export const SW_TIMEOUT = 20_000;

/** Resolves once a service worker controls the page: from then on a reload works offline. */
export async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: SW_TIMEOUT })
    .toBe('activated');
}
