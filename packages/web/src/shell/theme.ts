export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'dayflow.theme';

/** Default light (spec §2); the user's choice persists on this device. */
export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode or full storage: the theme still applies for this visit.
  }
}
