/**
 * The public remote's own client build (decision 043), next to its federated build: the same
 * loaders, aliases and definitions, without Module Federation, emitting `public-client.js`
 * (unhashed, like `remoteEntry.js`, so a deploy keeps it in the version folder) and its
 * content-hashed chunks into the same `dist/`. The shell's server serves this script instead
 * of its own on a page this remote rendered, so the page hydrates without the federation
 * runtime. Built after the federated config, whose `output.clean` empties `dist/` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PUBLIC_CLIENT_FILE } from '@rewards/contract/routes';
import { versionFolderPattern } from './remote-public-path';

/** Plugins that belong to the federated app only (its page, its public files, its manifest). */
function isAppOnlyPlugin(plugin: unknown): boolean {
  return (
    plugin instanceof ModuleFederationPlugin ||
    plugin instanceof rspack.HtmlRspackPlugin ||
    plugin instanceof rspack.CopyRspackPlugin ||
    plugin?.constructor.name === 'CompatManifestPlugin'
  );
}

export function withPublicClient(app: Configuration, dir: string, entry: string): Configuration[] {
  if (app.mode !== 'production') return [app];
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const appName = app.output?.uniqueName ?? 'app';
  const client: Configuration = {
    ...app,
    name: `${appName}_client`,
    dependencies: [appName],
    entry: { 'public-client': entry },
    output: {
      ...app.output,
      uniqueName: `${appName}_client`,
      publicPath: 'auto',
      filename: PUBLIC_CLIENT_FILE,
      clean: false,
    },
    optimization: { ...app.optimization, splitChunks: undefined },
    devServer: undefined,
    plugins: [
      ...(app.plugins ?? []).filter((plugin) => !isAppOnlyPlugin(plugin)),
      new rspack.DefinePlugin({
        'process.env.VERSION_FOLDER_PATTERN': JSON.stringify(versionFolderPattern(version)),
      }),
    ],
  };
  return [{ ...app, name: appName }, client];
}
