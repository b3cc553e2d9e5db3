/** The Module Federation options an app's real `rspack.config.ts` builds with (or, for the shell, provides at run time). */
import type { Configuration } from '@rspack/core';
import { sharedModules } from '../rspack.federation';
import { declarationOf } from '../server/src/platform-config';

export interface SharedOptions {
  singleton?: boolean;
  version?: string;
  requiredVersion?: string;
}

export interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  shared?: Record<string, SharedOptions>;
}

export async function federationOptions(dir: string): Promise<FederationOptions> {
  const { default: config } = (await import(`${dir}/rspack.config.ts`)) as {
    default: Configuration | Configuration[];
  };
  // mfe-public's production config is a list: the federated app and its own client (043).
  const plugin = [config]
    .flat()
    .flatMap((each) => each.plugins ?? [])
    .find((p) => p?.constructor.name === 'ModuleFederationPlugin');
  // The shell has no plugin: its runtime provides what rspack.federation.ts declares (043).
  if (!plugin && declarationOf(dir).role === 'host')
    return { name: declarationOf(dir).name, shared: sharedModules() };
  if (!plugin) throw new Error(`${dir}/rspack.config.ts has no ModuleFederationPlugin`);
  // The plugin keeps its options private; this is the object a build would use.
  return (plugin as unknown as { _options: FederationOptions })._options;
}
