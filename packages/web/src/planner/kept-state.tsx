import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type Memory = Map<string, unknown>;

const KeptContext = createContext<Memory | null>(null);

/**
 * Holds the lists' UI state (a half-typed task, an open Completed section, an edit under way)
 * above the drag layer: when the drag library arrives, the lists below are mounted again inside
 * it, and what the person had started must still be there.
 */
export function KeptStateProvider({ children }: { children: ReactNode }) {
  const [memory] = useState<Memory>(() => new Map());
  return <KeptContext value={memory}>{children}</KeptContext>;
}

/** The provider's memory, for what is kept without being state (a list's measured row sizes). */
export const useKeptMemory = () => useContext(KeptContext);

/**
 * useState that outlives a remount under KeptStateProvider (`key` names it there). The value is
 * written after each commit and forgotten when the component leaves; a remount in the same
 * commit reads it first (React renders the new tree before it runs the old one's cleanups).
 * Without a provider, or without a key, it is plain useState.
 */
export function useKept<T>(key: string | undefined, initial: T) {
  const memory = useContext(KeptContext);
  const kept = key !== undefined ? memory : null;
  const state = useState<T>(() => (kept?.has(key!) ? (kept.get(key!) as T) : initial));
  const [value] = state;
  useEffect(() => {
    if (!kept || key === undefined) return;
    kept.set(key, value);
    return () => {
      kept.delete(key);
    };
  }, [kept, key, value]);
  return state;
}
