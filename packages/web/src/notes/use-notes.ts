import { useSyncExternalStore } from 'react';
import { notesStore, type NotesState } from './notes-store';

/** The user's notes as this device shows them (re-renders on each change). */
export function useNotes(uid: string): NotesState {
  const store = notesStore(uid);
  return useSyncExternalStore(store.subscribe, store.get);
}
