// The import directions inside packages/web/src, enforced. docs/architecture.md draws the same map.
//
//   app ──▶ features ──▶ sync ──▶ session ──▶ lib
//                    └─▶ components ──▶ hooks ──▶ lib
//
// Features (auth, planner, progress, shell, pages, undo, recently-deleted, settings, routines, review, search, keys, reminders,
// calendars) never
// import one another: a screen that needs two of them is put together in app/. Shared folders
// never import a feature or app.
// test/ is support for tests only; production code never imports it.

import { typescriptImportSettings } from './eslint.import-settings.js';

const SRC = 'packages/web/src';
export const FEATURES = [
  'auth',
  'planner',
  'progress',
  'shell',
  'pages',
  'undo',
  'recently-deleted',
  'settings',
  'routines',
  'review',
  'search',
  'keys',
  'reminders',
  'notes',
  'calendars',
];
/** Each shared folder, and the shared folders it may use. */
export const SHARED = {
  lib: [],
  hooks: ['lib'],
  components: ['hooks', 'lib'],
  session: ['lib'],
  sync: ['session', 'lib'],
};
const ALL = ['app', ...FEATURES, ...Object.keys(SHARED), 'test'];
const at = (folder) => `${SRC}/${folder}`;

function zones() {
  const list = [];
  for (const feature of FEATURES) {
    list.push({
      target: at(feature),
      from: FEATURES.filter((other) => other !== feature).map(at),
      message: 'Features do not import one another; compose them in app/ or move the shared piece to a shared folder.',
    });
  }
  for (const [folder, allowed] of Object.entries(SHARED)) {
    list.push({
      target: at(folder),
      from: ALL.filter((other) => other !== folder && other !== 'test' && !allowed.includes(other)).map(at),
      message: `${folder}/ is shared: it may use only ${allowed.length ? allowed.join(', ') : 'packages/core'}.`,
    });
  }
  list.push({
    target: at('!(test)/**/!(*.test).{ts,tsx}'),
    from: at('test'),
    message: 'Test support stays out of production code.',
  });
  return list;
}

export function webBoundaries({ importX, createNodeResolver }) {
  return {
    files: ['packages/web/src/**/*.{ts,tsx}', 'packages/web/test/lint-fixtures/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: typescriptImportSettings(createNodeResolver),
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: zones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}
