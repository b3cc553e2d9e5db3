/**
 * One factory for every app's Rspack + Module Federation config.
 *
 * Each app (the shell host and the four remotes) passes only what differs: its folder and its
 * page title; its federation name, port and role come from `platform.config.json`. The pages a remote exposes come from the route
 * manifest (`@rewards/contract/routes`). Everything else (loaders, sharing, chunk naming, dev
 * server) is decided here once so the apps cannot drift apart.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { COLOR_MODE_SCRIPT } from './shared/src/ui/color-mode-script';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { SHARED_KIT_VERSION } from '@rewards/contract/platform';
import { exposesOf } from '@rewards/contract/routes';
import { CompatManifestPlugin } from './scripts/compat-manifest-plugin';
import { declarationOf } from './server/src/platform-config';
import { remotePublicPath } from './scripts/remote-public-path';
import { SplitEntryPlugin, splitsEntry } from './scripts/split-entry/split-entry-plugin';

export interface AppOptions {
  /** Absolute path of the app folder (pass `__dirname`); it names the app in platform.config.json. */
  dir: string;
  /** HTML page title for the app's own index.html. */
  title: string;
}

export const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:4000';

/**
 * Modules that must exist once on a page. `@chakra-ui/react`, `@emotion/react` and
 * `react-router-dom` are deliberately absent: they live only inside `@rewards/shared/ui` and
 * `@rewards/shared/router`, which are themselves singletons (as `@tanstack/react-query` lives
 * only inside `@rewards/shared/query`), so sharing them separately would
 * ship the whole (untree-shakable) library.
 */
function sharedModules() {
  const rootPkg = (name: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require(path.join(__dirname, 'node_modules', name, 'package.json')) as { version: string })
      .version;
  const singleton = (name: string) => ({
    singleton: true,
    requiredVersion: `^${rootPkg(name)}`,
  });
  const kit = {
    singleton: true,
    version: SHARED_KIT_VERSION,
    requiredVersion: `^${SHARED_KIT_VERSION}`,
  };
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    zustand: singleton('zustand'),
    '@rewards/shared': kit,
    '@rewards/shared/ui': kit,
    '@rewards/shared/router': kit,
    '@rewards/shared/ui-admin': kit,
    '@rewards/shared/ui-forms': kit,
    '@rewards/shared/table': kit,
    '@rewards/shared/query': kit,
  };
}

/**
 * The federation runtime is injected with `require()`, so its packages resolve to their
 * CommonJS builds, which the minifier can neither tree-shake nor scope-hoist. Pointing them at
 * their ESM builds cuts the runtime in every main and remoteEntry file (measured in
 * docs/decisions/010-first-load-budget.md).
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const dist = (name: string, file: string) =>
    path.join(__dirname, 'node_modules', name, 'dist', file);
  // Rspack injects the bundler runtime and the runtime by absolute CommonJS path.
  const esm = (name: string, file: string) => [
    [`${name}$`, dist(name, file)],
    [`${dist(name, 'index.cjs')}$`, dist(name, file)],
  ];
  return Object.fromEntries([
    ...esm('@module-federation/runtime-core', 'index.js'),
    ...esm('@module-federation/runtime', 'index.js'),
    ...esm('@module-federation/sdk', 'index.js'),
    ...esm('@module-federation/webpack-bundler-runtime', 'index.js'),
    ...esm('@module-federation/error-codes', 'index.mjs'),
  ]);
}

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
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposesOf(name),
        // The shell registers remotes at runtime from remotes.json; nothing is baked in.
        remotes: {},
        shared: sharedModules(),
        // Use what the page already loaded (the host's React, kit...) instead of fetching every
        // registered remote's entry up front to compare versions.
        shareStrategy: 'loaded-first',
        manifest: true,
        // A deployed remote's unchanged chunks keep their URL across versions (decision 032);
        // a split entry's container sits beside them, so `auto` finds them (decision 042).
        ...(isDev || isHost || splitEntry ? {} : { getPublicPath: remotePublicPath(dir) }),
        dts: false,
        dev: false,
        // In production the remotes reuse the host's federation runtime instead of each
        // shipping their own (~33 KB gzip per remoteEntry). In dev every app keeps its own
        // runtime so a remote can still run standalone.
        experiments: isDev
          ? {}
          : {
              ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
              // Browser-only: drops the runtime's Node code paths.
              // A remote loads no remotes of its own: its remoteEntry drops that code.
              optimization: { target: 'web' as const, ...(isHost ? {} : { disableRemote: true }) },
            },
      }),
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
      historyApiFallback: true,
      // Manifests and chunks are fetched cross-origin by the shell.
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
      proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: false }],
    },
  };
}
