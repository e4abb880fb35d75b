import { Moon, Sun } from 'lucide-react';
import { useTheme } from './use-theme';
import { ICON_BUTTON } from '../components/icon-button';

/** Light/dark switch (spec §2): a toggle button, pressed while the dark theme is on. */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label="Dark theme"
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggle}
      className={ICON_BUTTON}
    >
      {dark ? <Sun className="h-5 w-5" aria-hidden="true" /> : <Moon className="h-5 w-5" aria-hidden="true" />}
    </button>
  );
}
