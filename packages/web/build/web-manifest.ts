import type { ManifestOptions } from 'vite-plugin-pwa';
// From core's source file, not the package: Vite loads its config with plain Node, which cannot
// import the package's TypeScript entry, but bundles a relative import.
import { THEME_COLORS } from '../../core/src/constants';
/** The page's own background in the light theme (Tailwind slate-50): the splash screen's. */
export const BACKGROUND_COLOR = '#f8fafc';

/** The installed app (served as /manifest.webmanifest). Icons: scripts/make-icons.mjs. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/planner',
  name: 'Dayflow',
  short_name: 'Dayflow',
  description: 'Your personal daily planner: brain dump, today and tomorrow, a daily goal and a streak.',
  start_url: '/planner',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLORS.light,
  background_color: BACKGROUND_COLOR,
  categories: ['productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Add a task to Today',
      short_name: 'Add to Today',
      url: '/planner?add=today',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
