// One ESLint config for the monorepo. Besides code quality it enforces the import rules of
// docs/architecture.md: remotes never import each other or the shell, the shell reaches remotes
// only through federation ids, shared never imports an app and its main entry holds no UI,
// frontends never import the API and take only types from @rewards/contract, the API imports no
// frontend, Chakra is imported only inside shared's UI kits, and every workspace declares its
// dependencies. The rules live in eslint/ (boundaries, import restrictions, dependencies).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { boundaries } from './eslint/boundaries.mjs';
import { importRestrictions } from './eslint/import-restrictions.mjs';
import { dependencies } from './eslint/dependencies.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Frontends only: elsewhere `use(...)` is not React's (a Playwright fixture's callback).
    files: ['{shell,shared,mfe-*}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  boundaries,
  ...importRestrictions,
  ...dependencies,
);
