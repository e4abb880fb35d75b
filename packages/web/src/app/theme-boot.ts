// Runs before React so the page never flashes the wrong theme: the person's choice, else the
// system's. A module file, not inline script, so the Content-Security-Policy can forbid inline
// scripts; a module in the head runs before the body's (the app), on a still-empty page.
import { applyTheme, readTheme } from '../shell/theme';

applyTheme(readTheme());
