import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Imports flow one way: web and server may use core; core uses nothing of ours; web never
// reaches into server (and vice versa).
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'e2e/.artifacts/**', 'bench/.out/**', 'data/**'] },
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
    files: ['packages/server/**/*.ts'],
    rules: restrict([{ group: ['@dayflow/web*', '**/web/src/**'], message: 'the server does not import the web app' }]),
  },
);
