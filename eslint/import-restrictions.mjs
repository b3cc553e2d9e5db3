// Package-name rules: which entries of a package a file group may import. Each restriction
// covers static imports (@typescript-eslint/no-restricted-imports, which can allow type-only
// imports) and dynamic import() of a literal (no-restricted-syntax), from one list.
import { createRequire } from 'node:module';
import { REMOTES, SHARED_SUB_ENTRIES, testFiles } from './workspaces.mjs';

const contractPackage = createRequire(import.meta.url)('../contract/package.json');

// esquery regexes end at the first `/`, so a slash is written as \u002F.
const escape = (name) => name.replace(/\./g, '\\.').replace(/\//g, '\\u002F');

/** Bans `names` and their subpaths; `typesOnly` still allows `import type`. */
const banned = (names, message, typesOnly = false) => ({ names, message, typesOnly });

const SHARED_INTERNALS = {
  patterns: ['@rewards/shared/src/*', '**/shared/src/*', '**/shared/src/**'],
  message:
    'Import shared only through its public entries (@rewards/shared, /ui, /table, /auth...).',
};
const CONTRACT_INTERNALS = {
  patterns: ['@rewards/contract/src/*', '**/contract/src/*', '**/contract/src/**'],
  message:
    'Import the contract by package name (@rewards/contract, /routes, /limits, /permissions, /events).',
};
// The main entry may use the router entry, by package name only (a relative path would
// bundle a second react-router beside the shared one).
const ROUTER_BY_PATH = {
  patterns: [
    './router',
    './router/*',
    '../router',
    '../router/*',
    '../../router',
    '../../router/*',
  ],
  message: 'Import routing as @rewards/shared/router.',
};
const CROSS_ENTRY = {
  patterns: ['../*'],
  message: 'Import another shared entry by package name (@rewards/shared, /ui, /auth...).',
};
// The schemas are TypeBox values: a frontend takes only their types, at no bundle cost.
const CONTRACT_TYPES = banned(
  ['@rewards/contract'],
  'Frontends import @rewards/contract only as types (`import type`); /routes, /limits, /permissions and /events are fine.',
  true,
);
// The built API runs on the contract's compiled main entry; the subpaths resolve to TypeScript
// sources that Node cannot load, so API code takes only their types (a value import crashed the
// built server once).
const CONTRACT_SUBPATH_TYPES = banned(
  Object.keys(contractPackage.exports)
    .filter((entry) => entry !== '.')
    .map((entry) => `@rewards/contract/${entry.slice(2)}`),
  'The API imports values only from @rewards/contract (its built main entry); subpaths only as types.',
  true,
);
const TEST_ONLY = banned(
  ['axios', '@emotion/react', '@rewards/shared/testing'],
  'App code uses the @rewards/shared API client and UI kit; @rewards/shared/testing is for tests.',
);
const ADMIN_ONLY = banned(
  [
    '@rewards/shared/ui-admin',
    '@rewards/shared/ui-forms',
    '@rewards/shared/table',
    '@rewards/shared/auth',
  ],
  'Public pages are the first load: no admin-only shared entry (only bootstrap.tsx may).',
);

// Module Federation's undocumented internals (decision 049): the runtime's packages, the global
// the remotes read runtime-core from, the build defines. The shell's adapter
// (shell/src/remotes/runtime-internals.ts) names the run-time ones and rspack.federation.ts
// the build's, so an upgrade has two files to check and one test to run.
const ADAPTER = 'shell/src/remotes/runtime-internals.ts';
const FEDERATION_INTERNALS = banned(
  [
    '@module-federation/runtime-core',
    '@module-federation/runtime',
    '@module-federation/runtime-tools',
    '@module-federation/sdk',
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/error-codes',
  ],
  `Module Federation's internals are named only in ${ADAPTER} (decision 049): go through it.`,
);
const FEDERATION_NAMES = [
  'Identifier[name=/^_FEDERATION_/]',
  'Literal[value=/^_FEDERATION_/]',
  'TemplateElement[value.raw=/_FEDERATION_RUNTIME/]',
  'Identifier[name=/^(FEDERATION_[A-Z_]+|ENV_TARGET)$/]',
].map((selector) => ({
  selector,
  message: `Module Federation's globals and build defines are named only in ${ADAPTER} and rspack.federation.ts (decision 049).`,
}));

function restrict(files, { patterns = [], bans = [], syntax = [] }, ignores = []) {
  const staticRule = {
    paths: bans.flatMap(({ names, message, typesOnly }) =>
      names.map((name) => ({ name, message, allowTypeImports: typesOnly })),
    ),
    patterns: [
      ...patterns.map(({ patterns: group, message }) => ({ group, message })),
      ...bans
        .filter(({ typesOnly }) => !typesOnly)
        .map(({ names, message }) => ({ group: names.map((name) => `${name}/*`), message })),
    ],
  };
  // import() always loads code, so a types-only ban is a plain ban here (of the name only,
  // like its static path entry).
  const dynamicRule = bans.map(({ names, message, typesOnly }) => {
    const subpaths = typesOnly ? '' : '(\\u002F.*)?';
    const source = `/^(${names.map(escape).join('|')})${subpaths}$/`;
    return { selector: `ImportExpression[source.value=${source}]`, message };
  });
  return {
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', staticRule],
      'no-restricted-syntax': ['error', ...dynamicRule, ...syntax],
    },
  };
}

const APP_RULES = {
  patterns: [SHARED_INTERNALS, CONTRACT_INTERNALS],
  bans: [CONTRACT_TYPES, FEDERATION_INTERNALS],
  syntax: FEDERATION_NAMES,
};
const APP_CODE_RULES = { ...APP_RULES, bans: [...APP_RULES.bans, TEST_ONLY] };
const SHARED_RULES = { bans: [CONTRACT_TYPES, FEDERATION_INTERNALS], syntax: FEDERATION_NAMES };
// Tests run in Node, never in a bundle: they may check fixtures against the schemas themselves.
const TEST_RULES = { patterns: [SHARED_INTERNALS, CONTRACT_INTERNALS] };

// Later entries override earlier ones for the files they match (ESLint replaces rule options).
export const importRestrictions = [
  restrict(['shell/**/*.{ts,tsx}'], APP_RULES),
  restrict([ADAPTER], { patterns: APP_RULES.patterns, bans: [CONTRACT_TYPES] }),
  ...REMOTES.map((remote) => restrict([`${remote}/**/*.{ts,tsx}`], APP_CODE_RULES)),
  restrict(
    ['mfe-public/**/*.{ts,tsx}'],
    { ...APP_CODE_RULES, bans: [...APP_CODE_RULES.bans, ADMIN_ONLY] },
    ['mfe-public/src/bootstrap.tsx'],
  ),
  restrict(['shared/**/*.{ts,tsx}'], {
    ...SHARED_RULES,
    patterns: [CONTRACT_INTERNALS, ROUTER_BY_PATH],
  }),
  // Each shared entry is its own federated module: reaching into another entry by a relative
  // path would bundle a second copy of it (a second session store, a Chakra without provider).
  restrict([`shared/src/{${SHARED_SUB_ENTRIES.join(',')}}/**/*.{ts,tsx}`], {
    ...SHARED_RULES,
    patterns: [CONTRACT_INTERNALS, CROSS_ENTRY],
  }),
  // The build: only rspack.federation.ts (and the error-texts stand-in it aliases) names them.
  restrict(
    ['*.{ts,mjs}', 'scripts/**/*.{ts,mjs}'],
    { bans: [FEDERATION_INTERNALS], syntax: FEDERATION_NAMES },
    ['rspack.federation.ts', 'scripts/federation-error-texts.mjs', 'scripts/**/*.test.ts'],
  ),
  restrict(['api/**/*.ts'], { patterns: [CONTRACT_INTERNALS] }),
  restrict(
    ['api/src/**/*.ts'],
    { patterns: [CONTRACT_INTERNALS], bans: [CONTRACT_SUBPATH_TYPES] },
    ['api/src/**/*.test.ts'],
  ),
  restrict(['shell', 'shared', ...REMOTES].flatMap(testFiles), TEST_RULES),
];
