import { THEME_COLORS } from '@dayflow/core';
import { THEME_KEY } from '../lib/storage-keys';

export type Theme = 'light' | 'dark';

/** The system's dark mode, which the theme follows until the person chooses one. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme the person chose on this device with the toggle, or null while they have not. */
export function readChosenTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The person's choice; until they make one, the system's: dark when it asks for dark, else light
 * (spec §2's default).
 */
export function readTheme(): Theme {
  return readChosenTheme() ?? (matchMedia(SYSTEM_DARK_QUERY).matches ? 'dark' : 'light');
}

/**
 * Shows `theme`: the page's class, and the browser's bar colour. Every theme-color tag (index.html
 * has one per system scheme) takes the theme shown, which a choice may have set against the system.
 */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLORS[theme];
  }
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode or full storage: the theme still applies for this visit.
  }
}
