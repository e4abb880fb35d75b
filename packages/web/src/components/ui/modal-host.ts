import { useSyncExternalStore } from 'react';

/**
 * The open modal dialogs, topmost last. A modal <dialog> makes the rest of the page inert and
 * covers it in the top layer, so whatever must stay visible and usable meanwhile (the toasts) is
 * drawn inside the topmost one.
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function addModal(dialog: HTMLDialogElement): () => void {
  open.push(dialog);
  changed();
  return () => {
    open.splice(open.indexOf(dialog), 1);
    changed();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topmost = () => open.at(-1) ?? null;

/** The topmost open modal dialog, or null when none is open. */
export const useTopModal = () => useSyncExternalStore(subscribe, topmost, () => null);
