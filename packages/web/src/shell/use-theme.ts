import { useCallback, useState } from 'react';
import { applyTheme, readStoredTheme, storeTheme, type Theme } from './theme';

/** The light/dark theme: starts from the stored choice (already applied by theme-boot). */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      applyTheme(next);
      storeTheme(next);
      return next;
    });
  }, []);
  return { theme, toggle };
}
