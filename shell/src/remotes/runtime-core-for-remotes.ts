/**
 * The runtime the remotes run on (they are built with `externalRuntime`: their bundler runtime
 * reads Module Federation's runtime-core from `_FEDERATION_RUNTIME_CORE`). The plugin
 * `@module-federation/inject-external-runtime-core-plugin` put the whole runtime-core namespace
 * there, so nothing of it could be left out of the shell's runtime chunk; this hands over
 * what a remote's container reads of it (every `_FEDERATION_RUNTIME_CORE.<name>` in their
 * builds), and stand-ins for what only loading remotes of its own would call, which remotes
 * built with `disableRemote` never do (decision 049).
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

const NO_REMOTES = 'A remote loads no remotes of its own (decision 049)';

function notInRemotes(): never {
  throw new Error(NO_REMOTES);
}

/** What remotes read of runtime-core; the rest throws, naming why. */
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

export function runtimeCoreForRemotesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rewards-runtime-core-for-remotes',
    beforeInit(args) {
      const global = Global as unknown as Record<string, unknown>;
      global._FEDERATION_RUNTIME_CORE = RUNTIME_CORE_FOR_REMOTES;
      global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: 'rewards' };
      return args;
    },
  };
}
