/**
 * One factory for every app's Rspack + Module Federation config (federation's part:
 * rspack.federation.ts).
 *
 * Each app (the shell host and the four remotes) passes only what differs: its folder and its
 * page title; its federation name, port and role come from `platform.config.json`. The pages a remote exposes come from the route
 * manifest (`@rewards/contract/routes`). Everything else (loaders, sharing, chunk naming, dev
 * server) is decided here once so the apps cannot drift apart.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { COLOR_MODE_SCRIPT } from './shared/src/ui/color-mode-script';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { exposesOf } from '@rewards/contract/routes';
import { CompatManifestPlugin } from './scripts/compat-manifest-plugin';
import { declarationOf } from './server/src/platform-config';
import {
  federationRuntimeAsEsm,
  hostFederationDefinitions,
  remoteFederationPlugin,
} from './rspack.federation';
import { SplitEntryPlugin, splitsEntry } from './scripts/split-entry/split-entry-plugin';

export interface AppOptions {
  /** Absolute path of the app folder (pass `__dirname`); it names the app in platform.config.json. */
  dir: string;
  /** HTML page title for the app's own index.html. */
  title: string;
}

export const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:4000';

/**
 * The shell's share scope provides react, react-dom, zustand and the kit's entries as separate
 * share keys, each an async chunk of its own (the smallest under 1 KB gzip). Every page needs
 * these libraries and the kit's UI and router entries before its first render, so the host
 * ships them as one file: fewer requests and better compression (decision 010). The admin-only
 * entries (ui-admin, ui-forms, table, query) and Chakra, which both the public and the admin entries
 * split, keep their own chunks. Only the host: in a remote these are fallbacks the host's
 * copies replace, and a named chunk there would also pull in `react/jsx-runtime`, which each
 * remote bundles, and with it every fallback.
 */
function hostSplitChunks() {
  return {
    cacheGroups: {
      framework: {
        test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|axios|zustand)|shared[\\/]src[\\/](ui|router))[\\/]/,
        name: 'framework',
        chunks: 'all' as const,
        enforce: true,
        priority: 10,
      },
      // One copy of the admin overlays (confirm dialog, toaster...): the admin layout, the
      // table entry and the runtime's lazy `ui-admin` share key each pulled its own copy into
      // their async chunks, three on a remote's table page (decision 049: -1.7 KB gzip there).
      uiAdmin: {
        test: /[\\/]shared[\\/]src[\\/]ui-admin[\\/]/,
        name: 'ui-admin',
        chunks: 'all' as const,
        enforce: true,
        priority: 5,
      },
    },
  };
}

export function createAppConfig(options: AppOptions): Configuration {
  const isDev = process.env.NODE_ENV !== 'production';
  const { dir, title } = options;
  const { name, port, role } = declarationOf(dir);
  // The shell is served from `/`; remotes must load their chunks from their own origin.
  const isHost = role === 'host';
  // A small per-version remoteEntry.js and a content-addressed container (decision 042).
  const splitEntry = !isDev && !isHost && splitsEntry(name);

  return {
    mode: isDev ? 'development' : 'production',
    context: dir,
    // Dev: every app's React Refresh runtime may refresh the page's one React DOM, so a remote's
    // edit shows inside the shell too (scripts/dev/shared-refresh.ts).
    entry: {
      main: isDev
        ? [path.join(__dirname, 'scripts', 'dev', 'shared-refresh-entry.ts'), './src/index.ts']
        : './src/index.ts',
    },
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      uniqueName: name,
      publicPath: isHost ? '/' : 'auto',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: isDev ? {} : federationRuntimeAsEsm(),
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: isDev, refresh: isDev },
              },
            },
            env: { targets: 'chrome >= 100, edge >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset' },
      ],
    },
    optimization: {
      // One runtime per container: a shared runtime chunk breaks federation.
      runtimeChunk: false,
      minimize: !isDev,
      splitChunks: isDev || !isHost ? undefined : hostSplitChunks(),
    },
    // `rspack serve` compiles dynamic imports lazily unless the config says otherwise
    // (@rspack/cli 2). With federation the first load of a fresh dev server then broke:
    // main.js was built before the lazily compiled bootstrap and the kit's shared fallbacks,
    // so its module map lacked them (mfe-users: "Cannot read properties of undefined (reading
    // 'call')", mfe-public: ChunkLoadError) until a reload. Everything is compiled up front
    // instead (a few seconds per remote); `npm run check:dev-first-load` guards it.
    lazyCompilation: false,
    performance: { hints: false },
    // Remotes resolve their chunk URLs from wherever their manifest was fetched: that is intended.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'scripts', 'app-template.html'),
        templateParameters: { title, colorModeScript: COLOR_MODE_SCRIPT },
        chunks: ['main'],
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: path.join(dir, 'public'), noErrorOnMissing: true },
          // Every app's index.html links /favicon.svg (scripts/app-template.html): the shell
          // serves it for the admin and the server-rendered public pages, a standalone remote
          // for itself, so no page asks for a missing icon.
          { from: path.join(__dirname, 'scripts', 'favicon.svg') },
        ],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
        // The store link of mfe-public's App instructions page (src/common/app-store-url.ts,
        // README "Configuration"); unset keeps the spec's default. Defined for every app, so
        // any build that bundles the public pages (the single-bundle baseline too) has it.
        'process.env.APP_STORE_URL': JSON.stringify(process.env.APP_STORE_URL ?? ''),
      }),
      ...(isHost
        ? [new rspack.DefinePlugin(hostFederationDefinitions())]
        : [remoteFederationPlugin(dir, name, isDev, splitEntry)]),
      // What the shell's compatibility guard checks before loading this remote (decision 017).
      ...(isHost
        ? []
        : [new CompatManifestPlugin({ remote: name, dir, exposes: exposesOf(name) })]),
      ...(splitEntry ? [new SplitEntryPlugin({ name, dir })] : []),
      ...(isDev ? [new ReactRefreshRspackPlugin()] : []),
    ],
    devServer: {
      port,
      hot: true,
      // Pages a browser opens, dots included (`/user-table/1.5` says "User not found").
      historyApiFallback: { disableDotRule: true },
      // Manifests and chunks are fetched cross-origin by the shell.
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
      proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: false }],
    },
  };
}
