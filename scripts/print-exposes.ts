/**
 * Prints what every app's real `rspack.config.ts` exposes, as JSON keyed by federation name:
 * `{ "mfe_users": { "dir": ".../mfe-users", "exposes": { "./UserTablePage": "./src/..." } } }`.
 * `tsx scripts/print-exposes.ts`. The shell's remote-exposes test runs it: the configs are
 * ESM-only Rspack code that jest cannot load.
 */
import type { Configuration } from '@rspack/core';
import { APPS } from './platform-apps';

interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
}

async function federationOptions(dir: string): Promise<FederationOptions> {
  const { default: config } = (await import(`${dir}/rspack.config.ts`)) as {
    default: Configuration;
  };
  const plugin = config.plugins?.find((p) => p?.constructor.name === 'ModuleFederationPlugin');
  if (!plugin) throw new Error(`${dir}/rspack.config.ts has no ModuleFederationPlugin`);
  // The plugin keeps its options private; this is the object a build would use.
  return (plugin as unknown as { _options: FederationOptions })._options;
}

async function main() {
  const entries = await Promise.all(
    APPS.map(async (app) => {
      const options = await federationOptions(app.dir);
      return [options.name, { dir: app.dir, exposes: options.exposes ?? {} }] as const;
    }),
  );
  process.stdout.write(JSON.stringify(Object.fromEntries(entries), null, 2));
}

void main();
