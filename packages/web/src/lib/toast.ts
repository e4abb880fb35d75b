import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';
import { onDemand } from './on-demand';

type Message = ValueOrFunction<Renderable, Toast>;
type Kind = 'blank' | 'success' | 'error' | 'custom';

/**
 * react-hot-toast's API, with the library fetched when the first toast is shown: most page loads
 * show none, and it is ~4 kB gzip that /login and /planner would otherwise download and run
 * before their first paint. Ids are made here so a caller can dismiss a toast at once.
 */
export const toastLibrary = onDemand(() => import('react-hot-toast'));

const wanted = new Set<() => void>();
let toasterWanted = false;
let lastId = 0;

/** The lazily mounted <Toaster> listens here (see components/toaster.tsx). */
export function onToasterWanted(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}
export const isToasterWanted = () => toasterWanted;

function show(kind: Kind, message: Message, options?: ToastOptions): string {
  const id = options?.id ?? `toast-${++lastId}`;
  if (!toasterWanted) {
    toasterWanted = true;
    wanted.forEach((listener) => listener());
  }
  void toastLibrary.load().then(({ default: library }) => {
    const handler = kind === 'blank' ? library : library[kind];
    handler(message, { ...options, id });
  });
  return id;
}

function whenLoaded(run: (library: typeof import('react-hot-toast').default) => void) {
  const loaded = toastLibrary.loaded();
  if (loaded) run(loaded.default);
  // Nothing shown yet means nothing to dismiss, unless a show is still on its way: wait for it.
  else if (toasterWanted) void toastLibrary.load().then(({ default: library }) => run(library));
}

export const toast = Object.assign((message: Message, options?: ToastOptions) => show('blank', message, options), {
  success: (message: Message, options?: ToastOptions) => show('success', message, options),
  error: (message: Message, options?: ToastOptions) => show('error', message, options),
  custom: (message: Message, options?: ToastOptions) => show('custom', message, options),
  dismiss: (id?: string) => whenLoaded((library) => library.dismiss(id)),
  remove: (id?: string) => whenLoaded((library) => library.remove(id)),
});
