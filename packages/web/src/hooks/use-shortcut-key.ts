import { useEffect } from 'react';
import { plainKey } from '../lib/plain-key';
import { useLatest } from './use-latest';

/** Runs `onPress` when the single-key shortcut `key` is pressed (see lib/plain-key for when). */
export function useShortcutKey(key: string, onPress: () => void): void {
  const latest = useLatest(onPress);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (plainKey(event) !== key) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, latest]);
}
