/** The Module Federation options an app's real `rspack.config.ts` builds with. */
import type { Configuration } from '@rspack/core';

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
    default: Configuration;
  };
  const plugin = config.plugins?.find((p) => p?.constructor.name === 'ModuleFederationPlugin');
  if (!plugin) throw new Error(`${dir}/rspack.config.ts has no ModuleFederationPlugin`);
  // The plugin keeps its options private; this is the object a build would use.
  return (plugin as unknown as { _options: FederationOptions })._options;
}
