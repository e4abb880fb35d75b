import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings: no other engine has it). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const setOffer = (next: BeforeInstallPromptEvent | null) => {
  offer = next;
  for (const listener of [...listeners]) listener();
};

/**
 * Keeps the browser's install offer for the profile menu's 'Install Dayflow'. Listening starts
 * before React (main.tsx): the browser fires the event once per page, possibly before any menu
 * exists. Taking it also stops Chrome's own install bar on phones: the menu item is the offer.
 */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setOffer(null));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while the browser offers to install the app (it fired beforeinstallprompt). */
export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, () => offer !== null);
}

/** Shows the browser's install dialog. An offer can be shown once, so it is gone afterwards. */
export function promptInstall(): void {
  const current = offer;
  setOffer(null);
  void current?.prompt().catch(() => undefined);
}
