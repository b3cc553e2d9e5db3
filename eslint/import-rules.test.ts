import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { entryAndTestHelperProbes, zoneProbes } from './zone-probes';

/**
 * Each architecture rule fires on a forbidden import, and the matching allowed import lints
 * clean, so a rule that fired on everything (or on nothing) would fail here.
 */
interface Probe {
  file: string;
  code: string;
  /** The rule that must report, or null when the snippet must lint clean. */
  rule: string | null;
  /** Rules a clean snippet may still trip for reasons beside the point (e.g. a missing dep). */
  unrelated: string[];
}

const PATHS = 'import-x/no-restricted-paths';
const NAMES = '@typescript-eslint/no-restricted-imports';
const DYNAMIC = 'no-restricted-syntax';
const UNDECLARED = 'import-x/no-extraneous-dependencies';
const HOOKS = 'react-hooks/rules-of-hooks';
const DEPS = 'react-hooks/exhaustive-deps';

const probe = (file: string, code: string, rule: string | null, unrelated: string[] = []) => ({
  file,
  code,
  rule,
  unrelated,
});
const USER = 'mfe-users/src/probe.ts';
const USER_TEST = 'mfe-users/src/probe.test.ts';
const PUBLIC = 'mfe-public/src/pages/probe.tsx';
const MIGRATION_DIR = 'api/src/db/migrations';
const MIGRATION = `${MIGRATION_DIR}/probe.ts`;

const PROBES: Probe[] = [
  // Frontends never import the API's code.
  probe(USER, "import '../../api/src/app';", PATHS),
  probe('shell/src/probe.ts', "import '../../api/src/app';", PATHS),
  probe('shared/src/format/probe.ts', "import '../../../api/src/app';", PATHS),
  probe(USER, "import '@rewards/shared';", null),
  // No remote or shell code in a remote, dynamic import() included; no Chakra outside shared.
  probe(USER, "void import('../../mfe-payments/src/index');", PATHS),
  probe(USER, "void import('../../shell/src/app');", PATHS),
  probe('shell/src/probe.ts', "void import('../../mfe-users/src/index');", PATHS),
  probe(USER, "void import('./bootstrap');", null),
  probe(USER, "void import('@chakra-ui/react');", PATHS),
  probe(USER, "import '@chakra-ui/react';", PATHS),
  probe(USER, "import '@rewards/shared/ui';", null),
  // Routing only through the curated router entry, which the main entry takes by name.
  probe(USER, "import 'react-router-dom';", PATHS),
  probe('shell/src/probe.ts', "void import('react-router');", PATHS),
  probe(USER, "import '@rewards/shared/router';", null),
  probe('shared/src/hooks/probe.ts', "import '../router';", NAMES),
  probe('shared/src/hooks/probe.ts', "import '@rewards/shared/router';", null),
  // Server state only through the one shared query client.
  probe(USER, "import '@tanstack/react-query';", PATHS),
  probe(USER, "import '@rewards/shared/query';", null),
  // Inside a remote, no lower layer imports a higher one.
  probe('mfe-users/src/features/probe/probe.ts', "import '../../pages/user-table-page';", PATHS),
  probe('mfe-users/src/common/probe.ts', "import '../pages/user-table-page';", PATHS),
  probe('mfe-users/src/pages/probe.ts', "import './user-table-page';", null),
  // One zone per feature: a feature imports common code and its own files, not another feature.
  ...(
    [
      ['mfe-users', 'user-table', 'user-detail/user-detail-api', 'user-fields'],
      ['mfe-payments', 'withdrawals', 'wallet/due-select', 'filter-options'],
      ['mfe-content', 'banners', 'messages/inbox-rules', 'media-url'],
      ['mfe-public', 'contact', 'landing/about-section', 'app-store-url'],
    ] as const
  ).flatMap(([remote, feature, other, common]) => [
    probe(`${remote}/src/features/${feature}/probe.ts`, `import '../${other}';`, PATHS),
    probe(`${remote}/src/features/${feature}/probe.ts`, `import '../../common/${common}';`, null),
  ]),
  // Every feature's and every shell screen's zone, from the folders (eslint/zone-probes.ts).
  ...zoneProbes(),
  // Nothing below a remote's entry layer imports it; app code imports no test helper.
  ...entryAndTestHelperProbes(),
  probe('mfe-users/src/features/user-detail/probe.ts', "import '../filters/user-filters';", PATHS),
  probe('mfe-users/src/features/user-detail/probe.ts', "import '../../common/user-status';", null),
  // The shell: screens import neither the app layer nor each other; common code imports neither.
  probe('shell/src/audit/probe.ts', "import '../settings/settings-api';", PATHS),
  probe('shell/src/palette/probe.ts', "import '../layout/sidebar';", PATHS),
  probe('shell/src/dashboard/probe.ts', "import '../routes/app-routes';", PATHS),
  probe('shell/src/auth/probe.ts', "import '../app';", PATHS),
  probe('shell/src/common/probe.ts', "import '../audit/audit-columns';", PATHS),
  probe('shell/src/routes/route-table.ts', "import '../layout/sidebar';", PATHS),
  probe('shell/src/audit/probe.ts', "import '../common/admin-accounts-api';", null),
  probe('shell/src/palette/probe.ts', "import '../routes/route-table';", null),
  probe('shell/src/layout/probe.ts', "import '../palette/jump-palette-host';", null),
  probe('shell/src/routes/probe.ts', "import '../settings/settings-page';", null),
  // shared's main entry holds no UI.
  probe('shared/src/format/probe.ts', "import '../ui/index';", PATHS),
  probe('shared/src/format/probe.ts', "import '../ui-admin/index';", PATHS),
  probe('shared/src/format/probe.ts', "import '../ui-forms/index';", PATHS),
  probe('shared/src/format/probe.ts', "import '../cache/local-cache';", null),
  // Tests keep the cross-app rules and may use the shared test helpers.
  probe(USER_TEST, "import '../../mfe-content/src/test-fixtures';", PATHS),
  probe(USER_TEST, "import '@rewards/shared/testing';", null),
  probe(USER_TEST, "import '@testing-library/react';", null),
  // App code in a remote takes HTTP and styling through shared, and no test helpers.
  probe(USER, "import 'axios';", NAMES),
  probe(USER, "import '@emotion/react';", NAMES),
  probe(USER, "import '@rewards/shared/testing';", NAMES),
  probe(USER, "void import('axios');", DYNAMIC),
  probe('mfe-users/src/test-fixtures.tsx', "import '@rewards/shared/testing';", null),
  // Public pages import no admin-only entry; the standalone bootstrap and tests may.
  probe(PUBLIC, "import '@rewards/shared/ui-admin';", NAMES),
  probe(PUBLIC, "import '@rewards/shared/ui-forms';", NAMES),
  probe(PUBLIC, "import '@rewards/shared/table';", NAMES),
  probe(PUBLIC, "void import('@rewards/shared/auth');", DYNAMIC),
  probe(PUBLIC, "import '@rewards/shared/ui';", null),
  probe('mfe-public/src/bootstrap.tsx', "import '@rewards/shared/ui-admin';", null),
  probe('mfe-public/src/pages/probe.test.tsx', "import '@rewards/shared/ui-admin';", null),
  // Hooks rules hold in .ts files too.
  probe(USER, "import { useState } from 'react';\nexport const f = () => useState(0);", HOOKS),
  probe(
    USER,
    "import { useEffect } from 'react';\nexport function useLog(a: number) {\n  useEffect(() => console.log(a), []);\n}",
    DEPS,
  ),
  probe(
    USER,
    "import { useEffect } from 'react';\nexport function useLog(a: number) {\n  useEffect(() => console.log(a), [a]);\n}",
    null,
  ),
  // Each workspace declares what it imports; tests may use the root devDependencies.
  probe(USER, "import '@emotion/server';", UNDECLARED),
  // Module Federation's internals: the shell's adapter and rspack.federation.ts name them,
  // tests may read them; nothing else (decision 049). Its public runtime API stays open.
  probe(
    'shell/src/remotes/runtime-internals.ts',
    "import '@module-federation/runtime-core';",
    null,
  ),
  probe('shell/src/probe.ts', "import '@module-federation/runtime-core';", NAMES),
  probe('shell/src/probe.ts', "void import('@module-federation/sdk');", DYNAMIC),
  probe(USER, "import '@module-federation/runtime';", NAMES),
  probe('shared/src/probe.ts', "import '@module-federation/webpack-bundler-runtime';", NAMES),
  probe('shell/src/probe.ts', 'export const core = globalThis._FEDERATION_RUNTIME_CORE;', DYNAMIC),
  probe('shell/src/probe.ts', "export const key = '_FEDERATION_RUNTIME_CORE_FROM';", DYNAMIC),
  probe('shell/src/remotes/probe.test.ts', "import '@module-federation/runtime-core';", null),
  probe('shell/src/probe.ts', "import '@module-federation/enhanced/runtime';", null, [UNDECLARED]),
  probe(
    'rspack.probe.ts',
    'export const defines = { FEDERATION_OPTIMIZE_NO_REMOTE: true };',
    DYNAMIC,
  ),
  probe('scripts/probe.ts', "import '@module-federation/error-codes';", NAMES),
  probe(
    'rspack.federation.ts',
    'export const defines = { FEDERATION_OPTIMIZE_NO_REMOTE: true };',
    null,
  ),
  // The contract imports no other workspace; frontends take only types from its main entry.
  probe('contract/src/probe.ts', "import '@rewards/shared';", PATHS),
  probe('contract/src/probe.ts', "import '../../api/src/app';", PATHS),
  probe('contract/src/probe.ts', "export { Type } from '@sinclair/typebox';", null),
  probe(USER, "export { User } from '@rewards/contract';", NAMES),
  probe(USER, "void import('@rewards/contract');", DYNAMIC),
  probe(USER, "export type { User } from '@rewards/contract';", null),
  probe(USER_TEST, "export { User } from '@rewards/contract';", null),
  probe(USER, "import '@rewards/contract/routes';", null),
  probe(USER, "import '@rewards/contract/limits';", null),
  probe(USER, "import '@rewards/contract/events';", null),
  probe(USER, "void import('@rewards/contract/routes');", null),
  // The API may use the contract but no frontend code.
  probe('api/src/probe.ts', "import '@rewards/shared';", PATHS),
  probe('api/src/probe.ts', "export type { User } from '@rewards/contract';", null),
  // The built API loads only the contract's compiled main entry; subpaths only as types.
  probe('api/src/probe.ts', "import { ROUTES } from '@rewards/contract/routes';", NAMES),
  probe('api/src/probe.ts', "void import('@rewards/contract/limits');", DYNAMIC),
  probe('api/src/probe.ts', "export type { Role } from '@rewards/contract/permissions';", null),
  probe('api/src/probe.ts', "export { csvLine } from '@rewards/contract';", null),
  // The HTTP edge imports no other workspace; the production server takes what it shares with
  // the API from it, never from the API's source (its tests may start the real API).
  probe('http-edge/src/probe.ts', "import '../../api/src/app';", PATHS),
  probe('http-edge/src/probe.ts', "import '../../server/src/serve-app';", PATHS),
  probe('http-edge/src/probe.ts', "export type { FastifyInstance } from 'fastify';", null),
  probe('server/src/probe.ts', "import '../../api/src/config';", PATHS),
  probe('server/src/app-server/probe.ts', "import '../../../api/src/config';", PATHS),
  probe('server/src/probe.test.ts', "import '../../api/src/config';", null),
  probe('server/src/probe.ts', "export { serverLimitsFrom } from '@rewards/http-edge';", null),
  probe('api/src/probe.ts', "export { serverLimitsFrom } from '@rewards/http-edge';", null),
  // A migration imports only kysely and the frozen copies beside it (decision 026).
  probe(MIGRATION, "import '../../users/user-sort-keys';", PATHS),
  probe(MIGRATION, "import '../dialect';", PATHS),
  probe(MIGRATION, "import '../bulk-load';", PATHS),
  probe(MIGRATION, "export type { UserSortKey } from '@rewards/contract/limits';", PATHS),
  probe(`${MIGRATION_DIR}/frozen/probe.ts`, "import '../../../db/tracked-tables';", PATHS),
  probe(MIGRATION, "import './frozen/dialect-name';", null),
  probe(MIGRATION, "export { sql } from 'kysely';", null),
  // The API's layers (api-layers.mjs): db never imports a domain or the app, the engines
  // never import a domain, a lower layer never imports a higher one, type imports included.
  probe('api/src/db/probe.ts', "import '../users/user-queries';", PATHS),
  probe(
    'api/src/db/dialect/probe.ts',
    "import type * as audit from '../../platform/audit/audit';",
    PATHS,
  ),
  probe('api/src/db/probe.ts', "import '../routes';", PATHS),
  probe('api/src/db/probe.ts', "import '../lists/list-view';", PATHS),
  probe('api/src/db/probe.ts', "import '../events/change-ids';", PATHS),
  probe('api/src/db/probe.ts', "import './schema';", null),
  probe('api/src/db/probe.ts', "import '../lib/http-error';", null),
  probe('api/src/lists/probe.ts', "import '../money/wallet-source';", PATHS),
  probe(
    'api/src/lists/probe.ts',
    "import type * as sortKeys from '../users/user-sort-keys';",
    PATHS,
  ),
  probe('api/src/lists/probe.ts', "import '../list-catalogue';", PATHS),
  probe('api/src/lists/probe.ts', "import '../db/schema';", null),
  probe('api/src/bulk/probe.ts', "import '../money/withdrawal-service';", PATHS),
  probe('api/src/bulk/probe.ts', "import '../lists/list-view';", null),
  probe('api/src/lib/probe.ts', "import '../db/schema';", PATHS),
  probe('api/src/lib/probe.ts', "import '../config';", null),
  probe('api/src/config.ts', "import './db/schema';", PATHS),
  probe('api/src/events/probe.ts', "import '../platform/access/session-store';", PATHS),
  probe('api/src/storage/probe.ts', "import '../lists/list-view';", PATHS),
  probe('api/src/storage/probe.ts', "import '../db/schema';", null),
  probe('api/src/users/probe.ts', "import '../plugins/auth-hook';", PATHS),
  probe('api/src/platform/access/probe.ts', "import '../../app';", PATHS),
  probe('api/src/users/probe.ts', "import '../money/wallet-service';", null),
  probe('api/src/users/probe.ts', "import '../lists/list-view';", null),
  probe('api/src/plugins/probe.ts', "import '../routes';", PATHS),
  probe('api/src/plugins/probe.ts', "import '../platform/access/session-store';", null),
  probe('api/src/probe.ts', "import './users/users-routes';", null),
];

function lintProbes(probes: Probe[]): string[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-probes.mjs')], {
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const reported = lintProbes(PROBES);

it.each(PROBES.map((entry, index) => [entry.file, entry.code, entry.rule, index] as const))(
  '%s: %s -> %s',
  (_file, _code, rule, index) => {
    const rules = reported[index] ?? [];
    if (rule !== null) expect(rules).toContain(rule);
    else expect(rules.filter((id) => !PROBES[index]?.unrelated.includes(id))).toEqual([]);
  },
);
