// Runs before React so a dark-theme user never sees a light flash. A module file, not inline
// script, so the Content-Security-Policy can forbid inline scripts.
import { readStoredTheme, applyTheme } from '../shell/theme';

applyTheme(readStoredTheme());
