/**
 * The shell's Module Federation runtime, in a chunk of its own that loads the first time a
 * page needs a remote (decision 043). The shell is built without the federation plugin: it
 * bundles React, the kit and the rest like any app, so a route without a remote (the login,
 * the dashboard) downloads no federation code. Here the runtime is started by its own API and
 * given the shell's copies of every shared singleton, which the remotes then use instead of
 * their fallbacks; `runtimeCoreForRemotesPlugin` (runtime-internals.ts) hands the remotes
 * (built with `externalRuntime`) this runtime, as the plugin's `provideExternalRuntime` did.
 *
 * The runtime is built without its remote loading (`hostFederationDefinitions`,
 * rspack.federation.ts): the shell gets containers itself (container-loader.ts, decision 049)
 * and initialises them with this instance's share scopes, so sharing is still the runtime's.
 */
// A dev dependency of the shell: bundled into this chunk at build time, never loaded by a
// server, and as a runtime dependency it kept @rspack/core (500 MB) in the pruned install.
// eslint-disable-next-line import-x/no-extraneous-dependencies
import { init } from '@module-federation/enhanced/runtime';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as zustand from 'zustand';
import * as kit from '@rewards/shared';
import * as router from '@rewards/shared/router';
import * as ui from '@rewards/shared/ui';
import { createContainerLoader } from './container-loader';
import { runtimeCoreForRemotesPlugin, type ShareScopeMap } from './runtime-internals';

interface SharedDeclaration {
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

/** What rspack.base.ts shares (versions from the packages), defined at build time. */
const DECLARED = JSON.parse(process.env.SHARED_MODULES ?? '{}') as Record<
  string,
  SharedDeclaration
>;

/** Loaded with every page: provided as loaded, so a remote never prefers its own copy. */
const LOADED: Record<string, unknown> = {
  react,
  'react-dom': reactDom,
  zustand,
  '@rewards/shared': kit,
  '@rewards/shared/router': router,
  '@rewards/shared/ui': ui,
};

/** The admin-only entries: fetched when a remote first asks (the same chunks the shell uses). */
const LAZY: Record<string, () => Promise<unknown>> = {
  '@rewards/shared/ui-admin': () => import('@rewards/shared/ui-admin'),
  '@rewards/shared/ui-forms': () => import('@rewards/shared/ui-forms'),
  '@rewards/shared/table': () => import('@rewards/shared/table'),
  '@rewards/shared/query': () => import('@rewards/shared/query'),
};

function sharedConfig() {
  return Object.fromEntries(
    Object.entries(DECLARED).map(([key, { version, requiredVersion, singleton }]) => {
      const shareConfig = { singleton, requiredVersion };
      const loaded = LOADED[key];
      const lazy = LAZY[key];
      if (loaded !== undefined) return [key, { version, shareConfig, lib: () => loaded }];
      if (!lazy) throw new Error(`The shell provides no module for the share key ${key}`);
      return [key, { version, shareConfig, get: () => lazy().then((module) => () => module) }];
    }),
  );
}

const host = init({
  name: 'shell',
  remotes: [],
  shared: sharedConfig(),
  // Use what the page already loaded (the shell's React, kit...) instead of fetching every
  // registered remote's entry up front to compare versions.
  shareStrategy: 'loaded-first',
  plugins: [runtimeCoreForRemotesPlugin()],
});

const containers = createContainerLoader(() => host.shareScopeMap as ShareScopeMap);

export function registerRemoteMap(map: Record<string, string>): void {
  containers.register(map);
}

/** A module a remote exposes (`mfe_users/UserTablePage`), as the runtime's `loadRemote`. */
export function loadRemote<T>(moduleId: string): Promise<T> {
  return containers.load<T>(moduleId);
}
