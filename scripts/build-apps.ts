/**
 * Production build of the shell and the four remotes in one Rspack multi-compiler run
 * (minified, content-hashed chunks). `npm run build` runs this after building the API.
 */
process.env.NODE_ENV = 'production';

import { rspack, type Configuration } from '@rspack/core';
import path from 'node:path';
import { APPS } from './platform-apps';

async function loadConfigs(names: readonly string[]): Promise<Configuration[]> {
  const apps = names.length ? APPS.filter((app) => names.includes(app.name)) : APPS;
  return Promise.all(
    apps.map(async (app) => {
      const module = (await import(path.join(app.dir, 'rspack.config.ts'))) as {
        default: Configuration | { default: Configuration };
      };
      const config = module.default;
      return 'default' in config ? config.default : config;
    }),
  );
}

async function main() {
  const started = Date.now();
  const configs = await loadConfigs(process.argv.slice(2));
  const compiler = rspack(configs);
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('Rspack returned no stats'));
      console.log(stats.toString({ colors: false, preset: 'errors-warnings' }).trim());
      if (stats.hasErrors()) return reject(new Error('Build failed'));
      compiler.close(() => resolve());
    });
  });
  console.log(`Built ${configs.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
