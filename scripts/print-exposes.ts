/**
 * Prints what every app's real `rspack.config.ts` exposes, as JSON keyed by federation name:
 * `{ "mfe_users": { "dir": ".../mfe-users", "exposes": { "./UserTablePage": "./src/..." } } }`.
 * `tsx scripts/print-exposes.ts`. The shell's remote-exposes test runs it: the configs are
 * ESM-only Rspack code that jest cannot load.
 */
import { federationOptions } from './federation-options';
import { APPS } from '../server/src/platform-apps';

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
