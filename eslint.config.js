import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { webBoundaries } from './eslint.web-boundaries.js';
import { serverBoundaries } from './eslint.server-boundaries.js';

// Imports flow one way: web and server may use core; core uses nothing of ours; web never
// reaches into server (and vice versa).
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Broken on purpose; linted by packages/web/src/test/import-boundaries.test.ts.
      'packages/web/test/lint-fixtures/**',
      // Likewise, by packages/server/test/import-boundaries.test.ts and folder-cycles.test.ts.
      'packages/server/test/lint-fixtures/**',
      'e2e/.artifacts/**',
      'bench/.out/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' },
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: restrict([
      {
        group: ['@dayflow/server*', '@dayflow/web*', '**/server/**', '**/web/**'],
        message: 'core imports nothing of ours',
      },
    ]),
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        { group: ['@dayflow/server*', '**/server/src/**'], message: 'the web app talks to the server over HTTP only' },
      ]),
    },
  },
  {
    // Toasts go through lib/toast, which fetches the library with the first toast (~4 kB gzip
    // that no cold page load needs). Tests may still render its <Toaster>.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/web/src/lib/toast.ts',
      'packages/web/src/components/toaster.tsx',
      '**/*.test.{ts,tsx}',
      'packages/web/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dayflow/server*', '**/server/src/**'],
              message: 'the web app talks to the server over HTTP only',
            },
          ],
          paths: [{ name: 'react-hot-toast', allowTypeImports: true, message: "use { toast } from 'lib/toast'" }],
        },
      ],
    },
  },
  webBoundaries({ importX, createNodeResolver }),
  serverBoundaries({ importX, createNodeResolver }),
  {
    files: ['packages/server/**/*.ts'],
    rules: restrict([{ group: ['@dayflow/web*', '**/web/src/**'], message: 'the server does not import the web app' }]),
  },
);
