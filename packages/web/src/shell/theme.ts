import { THEME_COLORS } from '@dayflow/core';
import { THEME_KEY } from '../lib/storage-keys';

export type Theme = 'light' | 'dark';

/** Default light (spec §2); the user's choice persists on this device. */
export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * Shows `theme`: the page's class, and the browser's bar colour. The theme is the user's choice,
 * not the system's, so every theme-color tag (index.html has one per system scheme) takes it.
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
