/**
 * Module Federation's part of the one config factory (rspack.base.ts): what every app shares,
 * how a remote is federated, and what the shell, built without the plugin, needs instead.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_KIT_VERSION } from '@rewards/contract/platform';
import { exposesOf, type AppName } from '@rewards/contract/routes';
import { remotePublicPath } from './scripts/remote-public-path';

/**
 * Modules that must exist once on a page. `@chakra-ui/react`, `@emotion/react` and
 * `react-router-dom` are deliberately absent: they live only inside `@rewards/shared/ui` and
 * `@rewards/shared/router`, which are themselves singletons (as `@tanstack/react-query` lives
 * only inside `@rewards/shared/query`), so sharing them separately would
 * ship the whole (untree-shakable) library.
 */
export function sharedModules() {
  const rootPkg = (name: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require(path.join(__dirname, 'node_modules', name, 'package.json')) as { version: string })
      .version;
  const singleton = (name: string) => ({
    singleton: true,
    version: rootPkg(name),
    requiredVersion: `^${rootPkg(name)}`,
  });
  const kit = {
    singleton: true,
    version: SHARED_KIT_VERSION,
    requiredVersion: `^${SHARED_KIT_VERSION}`,
  };
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    zustand: singleton('zustand'),
    '@rewards/shared': kit,
    '@rewards/shared/ui': kit,
    '@rewards/shared/router': kit,
    '@rewards/shared/ui-admin': kit,
    '@rewards/shared/ui-forms': kit,
    '@rewards/shared/table': kit,
    '@rewards/shared/query': kit,
  };
}

/**
 * The federation runtime is injected with `require()`, so its packages resolve to their
 * CommonJS builds, which the minifier can neither tree-shake nor scope-hoist. Pointing them at
 * their ESM builds cuts the runtime in every main and remoteEntry file (measured in
 * docs/decisions/010-first-load-budget.md).
 */
export function federationRuntimeAsEsm(): Record<string, string> {
  const dist = (name: string, file: string) =>
    path.join(__dirname, 'node_modules', name, 'dist', file);
  // Rspack injects the bundler runtime and the runtime by absolute CommonJS path.
  const esm = (name: string, file: string) => [
    [`${name}$`, dist(name, file)],
    [`${dist(name, 'index.cjs')}$`, dist(name, file)],
  ];
  return Object.fromEntries([
    ...esm('@module-federation/runtime-core', 'index.js'),
    ...esm('@module-federation/runtime', 'index.js'),
    ...esm('@module-federation/sdk', 'index.js'),
    ...esm('@module-federation/webpack-bundler-runtime', 'index.js'),
    ...esm('@module-federation/error-codes', 'index.mjs'),
    // The codes' English texts: a code and its docs link stay (federation-error-texts.mjs).
    [
      dist('@module-federation/error-codes', 'desc.mjs'),
      path.join(__dirname, 'scripts', 'federation-error-texts.mjs'),
    ],
  ]);
}

/**
 * The shell is built without the federation plugin (decision 043): it starts Module
 * Federation's runtime by its API, in a chunk loaded on the first remote a page needs
 * (shell/src/remotes/federation-runtime.ts). These definitions give that chunk what the plugin
 * would have: the share declarations, and the runtime's browser-only code paths.
 */
export function hostFederationDefinitions() {
  return {
    // A JSON string the runtime chunk parses (tests set the same variable).
    'process.env.SHARED_MODULES': JSON.stringify(JSON.stringify(sharedModules())),
    ENV_TARGET: JSON.stringify('web'),
    // The shell loads containers itself (container-loader.ts, decision 049): the runtime's
    // remote handler, manifest snapshots and preload planning stay out (-6.1 KB gzip). The
    // remotes, built with `disableRemote`, never used them from this runtime either.
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    FEDERATION_OPTIMIZE_NO_REMOTE: true,
    FEDERATION_OPTIMIZE_NO_SHARED: false,
    FEDERATION_HAS_EXPOSES: false,
  };
}

/** The module federation options of a remote: what it exposes and shares, how it loads. */
export function remoteFederationPlugin(
  dir: string,
  name: AppName,
  isDev: boolean,
  splitEntry: boolean,
) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes: exposesOf(name),
    // A remote loads no remotes of its own.
    remotes: {},
    shared: sharedModules(),
    // Use what the page already loaded (the host's React, kit...) instead of fetching every
    // registered remote's entry up front to compare versions.
    shareStrategy: 'loaded-first',
    manifest: true,
    // A deployed remote's unchanged chunks keep their URL across versions (decision 032);
    // a split entry's container sits beside them, so `auto` finds them (decision 042).
    ...(isDev || splitEntry ? {} : { getPublicPath: remotePublicPath(dir) }),
    dts: false,
    dev: false,
    // In production the remotes reuse the host's federation runtime instead of each shipping
    // their own (~33 KB gzip per remoteEntry). In dev every remote keeps its own runtime so it
    // can still run standalone.
    experiments: isDev
      ? {}
      : {
          externalRuntime: true,
          // Browser-only: drops the runtime's Node code paths. A remote loads no remotes of its
          // own: its remoteEntry drops that code.
          optimization: { target: 'web' as const, disableRemote: true },
        },
  });
}
