// Import boundaries on resolved paths (import-x/no-restricted-paths): they hold for static and
// dynamic imports, relative paths and package names alike, and for tests as much as app code.
import { FRONTENDS, REMOTES, ROOT, SHARED_SUB_ENTRIES } from './workspaces.mjs';
import { apiZones } from './api-layers.mjs';
import { featureZones, remoteEntryZones, shellZones, testHelperZones } from './layers.mjs';

const APPS = ['shell', ...REMOTES];
// Only the UI kits wrap Chakra; every other shared entry uses @rewards/shared/ui.
const NON_KIT_ENTRIES = SHARED_SUB_ENTRIES.filter(
  (entry) => !['ui', 'ui-admin', 'ui-forms'].includes(entry),
);
// Everything shared/src/index.ts reaches: shared/src minus the folders of the other entries.
const SHARED_MAIN = ['shared/src/*.ts', `shared/src/!(${SHARED_SUB_ENTRIES.join('|')})/**`];
// The same files without their tests, which may render with @rewards/shared/testing.
const SHARED_MAIN_CODE = [
  'shared/src/!(*.test).ts',
  `shared/src/!(${SHARED_SUB_ENTRIES.join('|')})/**/!(*.test).{ts,tsx}`,
];

const zone = (target, from, message) => ({ target, from, message });

const zones = [
  zone(FRONTENDS, ['api'], 'Frontends reach the API over HTTP (the @rewards/shared client).'),
  ...REMOTES.map((remote) =>
    zone(
      remote,
      APPS.filter((app) => app !== remote),
      'A remote never imports another remote or the shell (test helpers live in @rewards/shared/testing).',
    ),
  ),
  // Every remote has the same layers: pages compose features, features use common, and no
  // lower layer reaches up (docs/architecture.md#the-inside-of-a-remote).
  ...REMOTES.flatMap((remote) => [
    zone(`${remote}/src/features`, [`${remote}/src/pages`], 'A feature never imports a page.'),
    zone(
      `${remote}/src/common`,
      [`${remote}/src/features`, `${remote}/src/pages`],
      "A remote's common building blocks never import its features or pages.",
    ),
  ]),
  ...featureZones(REMOTES),
  ...remoteEntryZones(REMOTES),
  ...shellZones(),
  ...testHelperZones(FRONTENDS),
  zone('shell', REMOTES, 'The shell reaches remotes only through federation ids (loadRemote).'),
  zone('shared', APPS, 'shared never imports an app.'),
  // The router entry holds no UI and the main entry's URL filters need it; it is imported by
  // package name (import-restrictions.mjs), so it stays one federated module.
  zone(
    SHARED_MAIN_CODE,
    [`shared/src/{${SHARED_SUB_ENTRIES.filter((entry) => entry !== 'router').join(',')}}/**`],
    "shared's main entry holds no UI: each entry is its own federated module.",
  ),
  zone(
    [...APPS, ...SHARED_MAIN, `shared/src/{${NON_KIT_ENTRIES.join(',')}}/**`],
    ['**/node_modules/@chakra-ui/**'],
    'Import UI components from @rewards/shared/ui (the curated kit), not Chakra directly.',
  ),
  zone(
    [...APPS, ...SHARED_MAIN, `shared/src/!(router)/**`],
    ['**/node_modules/react-router-dom/**', '**/node_modules/react-router/**'],
    'Import routing from @rewards/shared/router (the curated router entry), not react-router-dom.',
  ),
  zone(
    [...APPS, ...SHARED_MAIN, `shared/src/!(query)/**`],
    ['**/node_modules/@tanstack/react-query/**', '**/node_modules/@tanstack/query-core/**'],
    'Import server state from @rewards/shared/query (one client per page), not TanStack Query.',
  ),
  zone('api', FRONTENDS, 'The API imports nothing from the frontends (only @rewards/contract).'),
  ...apiZones,
  // A migration builds what it built when it was written, whatever the live code says now.
  zone(
    'api/src/db/migrations',
    [
      'api/src/*.ts',
      'api/src/!(db)/**',
      'api/src/db/*.ts',
      'api/src/db/!(migrations)/**',
      'contract/**',
    ],
    'A migration never imports live code: copy what it needs into api/src/db/migrations/frozen/ (decision 026).',
  ),
  zone(
    'contract',
    [...FRONTENDS, 'api', 'e2e', 'scripts'],
    'The contract imports no other workspace (only @sinclair/typebox).',
  ),
  zone(
    'http-edge',
    [...FRONTENDS, 'contract', 'api', 'server', 'e2e', 'scripts'],
    'The HTTP edge imports no other workspace (only Fastify, @fastify/proxy-addr and prom-client).',
  ),
  // The production server ships without the API's source (decision 033); its tests may start
  // the real API.
  zone(
    'server/src/**/!(*.test|test-*).ts',
    ['api'],
    'The production server never imports the API: what both need lives in @rewards/http-edge.',
  ),
];

export const boundaries = {
  files: ['**/*.{ts,tsx,mjs,js}'],
  rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }] },
};
