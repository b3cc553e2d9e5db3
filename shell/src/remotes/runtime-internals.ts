/**
 * The one place the shell names what it borrows from Module Federation's runtime without a
 * documented API (decision 049): the global the remotes read runtime-core from and the names
 * lent there, the options the runtime's `Module.init` hands a container, and the rules by which
 * the runtime finds a remote's entry and its container from the manifest. The loader (container-loader.ts) and the
 * runtime set-up (federation-runtime.ts) go through here; lint refuses these names and the
 * runtime's packages anywhere else (eslint/import-restrictions.mjs). The build's side (defines,
 * ESM aliases, the error-texts stand-in) is rspack.federation.ts. On a Module Federation
 * upgrade, `module-federation-upgrade.test.ts` checks each of them against the installed
 * packages (the checklist is in decision 049).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  CurrentGlobal,
  Global,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/**
 * Where a remote built with `externalRuntime` reads runtime-core: the federation plugin makes
 * `@module-federation/runtime-core` an external of that name in every remote's build.
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

const NO_REMOTES = 'A remote loads no remotes of its own (decision 049)';

function notInRemotes(): never {
  throw new Error(NO_REMOTES);
}

/**
 * What remotes read of runtime-core (every `_FEDERATION_RUNTIME_CORE.<name>` in their builds):
 * the shell's own runtime, so a remote's instance is built by the same class. What only loading
 * remotes of its own would call throws, naming why: remotes are built with `disableRemote`.
 * Lending the whole namespace kept all of runtime-core in the shell's runtime chunk (-3.9 KB).
 */
export const RUNTIME_CORE_FOR_REMOTES = {
  CurrentGlobal,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
  Module: notInRemotes,
  getRemoteEntry: notInRemotes,
  getRemoteInfo: notInRemotes,
  loadScript: notInRemotes,
  loadScriptNode: notInRemotes,
  // Read by the bundler runtime's shared tree-shaking plugin, which returns before using it
  // unless a share declares `treeShaking` (none does).
  helpers: { global: {}, share: {}, utils: {} },
};

/** A runtime plugin putting the lent runtime-core where the remotes read it, at `init`. */
export function runtimeCoreForRemotesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rewards-runtime-core-for-remotes',
    beforeInit(args) {
      const global = Global as unknown as Record<string, unknown>;
      global[RUNTIME_CORE_GLOBAL] = RUNTIME_CORE_FOR_REMOTES;
      // Who lent it: the plugin this replaces warns when two hosts lend different runtimes.
      global[`${RUNTIME_CORE_GLOBAL}_FROM`] = { name: args.options.name, version: 'rewards' };
      return args;
    },
  };
}

/** The share scopes a host lends its containers: scope name -> share key -> versions. */
export type ShareScopeMap = Record<string, Record<string, unknown>>;

/** The container protocol every Module Federation container speaks to any host. */
export interface Container {
  init(shareScope: unknown, initScope: unknown[], options: object): Promise<void> | void;
  get(expose: string): Promise<() => unknown> | (() => unknown);
}

/**
 * The arguments of `container.init`, as the runtime's `Module.init` builds them for a remote
 * in the `default` scope: that scope, an empty init scope, and options carrying the host's
 * whole scope map, not enumerable, so the container attaches to the same scopes (its singletons
 * negotiate with the shell's) instead of copying them.
 */
export function containerInitArgs(scopes: ShareScopeMap): Parameters<Container['init']> {
  scopes.default ??= {};
  const options = { version: '', shareScopeKeys: 'default' };
  Object.defineProperty(options, 'shareScopeMap', { value: scopes, enumerable: false });
  return [scopes.default, [], options];
}

interface ManifestMeta {
  publicPath?: string;
  globalName?: string;
  remoteEntry?: { name: string; path?: string; type?: string };
}

/** The part of an `mf-manifest.json` the entry rules read. */
export interface EntryManifest {
  metaData?: ManifestMeta;
}

/**
 * The entry a manifest names, as the SDK resolves it (`generateSnapshotFromManifest`, then
 * `getResourceUrl`): `publicPath` `auto` (a remote's own server) is the manifest's folder; a
 * deployed manifest names the shared folder and the version as the entry's path
 * (scripts/deploy/publish-version.ts). A manifest with only `getPublicPath` is not supported
 * (none of ours has one).
 */
export function entryUrlOf(manifest: EntryManifest, manifestUrl: string): string {
  const { publicPath = 'auto', remoteEntry } = manifest.metaData ?? {};
  if (!remoteEntry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  const base =
    publicPath === 'auto' || publicPath === ''
      ? manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/')
      : publicPath;
  const folder = remoteEntry.path ? `${remoteEntry.path.replace(/^\.?\/|\/$/g, '')}/` : '';
  return new URL(`${base}${folder === '/' ? '' : folder}${remoteEntry.name}`, manifestUrl).href;
}

/** Entry types the runtime does not run as a classic script (ESM and SystemJS entries). */
export const NON_SCRIPT_ENTRY_TYPES: readonly string[] = ['esm', 'module', 'system'];

/**
 * The global a remote's entry puts its container on, as the runtime reads it: the manifest's
 * `globalName` (the build plugin's `library.name`, else its `name`), else the remote's name (a
 * remote registered by entry URL). The shell runs every entry as a classic script, so a manifest
 * naming an ESM or SystemJS entry is refused rather than run wrongly (ours are all `global`).
 */
export function containerGlobalOf(manifest: EntryManifest | undefined, remote: string): string {
  const type = manifest?.metaData?.remoteEntry?.type;
  if (type && NON_SCRIPT_ENTRY_TYPES.includes(type))
    throw new Error(`${remote} has a ${type} entry; the shell runs classic scripts only`);
  return manifest?.metaData?.globalName || remote;
}
