// One ESLint config for the monorepo. Besides code quality it enforces the import rules of
// ARCHITECTURE.md: remotes never import each other or the shell, the shell reaches remotes
// only through federation ids, shared never imports an app, the API imports no frontend, and
// Chakra is imported only inside shared (the curated UI kit keeps the shared chunk small).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const REMOTES = ['mfe-users', 'mfe-payments', 'mfe-content', 'mfe-public'];
const CHAKRA = {
  group: ['@chakra-ui/*', '@chakra-ui/react/*'],
  message: 'Import UI components from @rewards/shared/ui (the curated kit), not Chakra directly.',
};
const SHARED_INTERNALS = {
  group: ['@rewards/shared/src/*', '**/shared/src/*', '**/shared/src/**'],
  message:
    'Import shared only through its public entries (@rewards/shared, /ui, /table, /auth...).',
};
const CHAKRA_OUTSIDE_KIT = {
  group: ['@chakra-ui/*', '@chakra-ui/react/*'],
  message: 'Only shared/src/ui imports Chakra; other shared entries use @rewards/shared/ui.',
};
const CROSS_ENTRY = {
  group: ['../*'],
  message: 'Import another shared entry by package name (@rewards/shared, /ui, /auth...).',
};
// The contract's schemas are TypeBox values: a frontend takes only their types, so TypeBox never
// enters a browser bundle. Runtime limits come from the dependency-free /limits entry.
const CONTRACT_TYPES_ONLY = {
  regex: '^@rewards/contract$',
  allowTypeImports: true,
  message: 'Use `import type` from @rewards/contract; runtime limits: @rewards/contract/limits.',
};
const appPaths = (names) => names.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]);

function restrict(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

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
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...REMOTES.map((remote) =>
    restrict(
      [`${remote}/**/*.{ts,tsx}`],
      [
        CHAKRA,
        SHARED_INTERNALS,
        CONTRACT_TYPES_ONLY,
        {
          group: appPaths(['shell', ...REMOTES.filter((other) => other !== remote)]),
          message: 'A remote never imports another remote or the shell.',
        },
      ],
    ),
  ),
  restrict(
    ['shell/**/*.{ts,tsx}'],
    [
      CHAKRA,
      SHARED_INTERNALS,
      CONTRACT_TYPES_ONLY,
      {
        group: appPaths(REMOTES),
        message: 'The shell reaches remotes only through federation ids.',
      },
    ],
  ),
  restrict(
    ['shared/**/*.{ts,tsx}'],
    [
      { group: appPaths(['shell', ...REMOTES]), message: 'shared never imports an app.' },
      CHAKRA_OUTSIDE_KIT,
      CONTRACT_TYPES_ONLY,
    ],
  ),
  // Each shared entry is its own federated module: reaching into another entry by a relative
  // path would bundle a second copy of it (a second session store, a Chakra without provider).
  restrict(
    ['shared/src/{table,auth,standalone,testing}/**/*.{ts,tsx}'],
    [
      { group: appPaths(['shell', ...REMOTES]), message: 'shared never imports an app.' },
      CHAKRA_OUTSIDE_KIT,
      CROSS_ENTRY,
      CONTRACT_TYPES_ONLY,
    ],
  ),
  restrict(
    ['shared/src/{ui,ui-admin}/**/*.{ts,tsx}'],
    [
      { group: appPaths(['shell', ...REMOTES]), message: 'shared never imports an app.' },
      CROSS_ENTRY,
      CONTRACT_TYPES_ONLY,
    ],
  ),
  restrict(
    ['api/**/*.ts'],
    [
      {
        group: [
          ...appPaths(['shell', 'shared', ...REMOTES]),
          '@rewards/shared',
          '@rewards/shared/*',
        ],
        message: 'The API imports nothing from the frontends.',
      },
    ],
  ),
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
