import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeMatchMedia } from './match-media';
import { startAsAFreshPage } from './fresh-page';

// Most web test files share a worker's window and module graph (vitest.config.ts): this file runs
// again before each of them, so each starts as a fresh page would, with our modules loaded anew.
vi.resetModules();

afterEach(() => cleanup());

// The rest is the page's. A test in the node environment, such as the lint rules' test, has no
// window at all.
if (typeof window !== 'undefined') {
  startAsAFreshPage();

  // jsdom has no matchMedia; react-hot-toast's <Toaster> and our layout hooks need it.
  window.matchMedia = fakeMatchMedia(() => false);

  // The app fetches the toast library with its first toast (lib/toast.ts, tested on its own);
  // component tests start with it here, so a toast shows as soon as the code asks for it.
  await import('../lib/toast').then(({ toastLibrary }) => toastLibrary.load());

  // jsdom lays nothing out, so it has no scrollIntoView; a test that needs the scroll checks it
  // in the browser (e2e). Recorded, so a component test can still see that it was asked for.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {
    this.setAttribute('data-scrolled-into-view', 'true');
  };

  // jsdom has no showModal: the native <dialog> our dialogs are made of needs it.
  await import('./dialog-polyfill').then(({ polyfillDialog }) => polyfillDialog());
}
