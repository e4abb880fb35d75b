import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '../hooks/use-media-query';
import { applyTheme, readChosenTheme, storeTheme, SYSTEM_DARK_QUERY, type Theme } from './theme';

/**
 * The light/dark theme: the person's choice, else the system's, followed as it changes (both
 * already applied at load by theme-boot). The toggle makes a choice, kept on this device.
 */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const systemDark = useMediaQuery(SYSTEM_DARK_QUERY);
  const [chosen, setChosen] = useState<Theme | null>(readChosenTheme);
  const theme: Theme = chosen ?? (systemDark ? 'dark' : 'light');
  useEffect(() => applyTheme(theme), [theme]);
  const toggle = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    storeTheme(next);
    setChosen(next);
  }, [theme]);
  return { theme, toggle };
}
