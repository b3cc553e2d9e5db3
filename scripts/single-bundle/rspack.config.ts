/**
 * The benchmark's baseline (`npm run bench:bundle`): the same pages as the federated platform,
 * built as one application. The shell's own config is reused whole except for federation: its
 * remote registry is swapped for one that `import()`s each remote page file named in the route
 * manifest, so every page keeps its lazy boundary and nothing is shared at runtime.
 * Never deployed; it exists to measure what federation costs.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { PARTS, REMOTE_ROUTES, moduleIdOf, partModuleId } from '@rewards/contract/routes';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import shellConfig from '../../shell/rspack.config';
import { findApp } from '../../server/src/platform-apps';
import { SINGLE_BUNDLE_DIST } from './paths';
import { withVisibleEdit } from '../bundle-bench/visible-edit';

const PAGE_LOADERS_FILE = path.join(__dirname, 'page-loaders.generated.js');

/**
 * `{ 'mfe_users/UserTablePage': () => import('/abs/mfe-users/src/pages/...'), ... }`: every
 * routed page and every part (decision 041), each a lazy chunk of the one application.
 */
function pageLoadersSource(): string {
  const loader = (app: string, file: string, id: string) =>
    `  ${JSON.stringify(id)}: () => import(${JSON.stringify(path.join(findApp(app.replace('_', '-')).dir, file))}),`;
  const entries = [
    ...REMOTE_ROUTES.map((route) => loader(route.app, route.file, moduleIdOf(route))),
    ...Object.values(PARTS).map((part) => loader(part.app, part.file, partModuleId(part))),
  ];
  return `export const PAGE_LOADERS = {\n${[...new Set(entries)].join('\n')}\n};\n`;
}

if (shellConfig.mode !== 'production')
  throw new Error('Build the single-bundle baseline with NODE_ENV=production');

const config: Configuration = {
  ...shellConfig,
  output: { ...shellConfig.output, path: SINGLE_BUNDLE_DIST, uniqueName: 'single_bundle' },
  // The federated builds group shared libraries for the share scope; one bundle splits by default.
  optimization: { ...shellConfig.optimization, splitChunks: undefined },
  resolve: {
    ...shellConfig.resolve,
    alias: { 'single-bundle/page-loaders': PAGE_LOADERS_FILE },
  },
  plugins: [
    ...(shellConfig.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
    new rspack.experiments.VirtualModulesPlugin({ [PAGE_LOADERS_FILE]: pageLoadersSource() }),
    new rspack.NormalModuleReplacementPlugin(
      /[\\/]remotes[\\/]remote-registry$|^\.\/remote-registry$/,
      path.join(__dirname, 'remote-registry.ts'),
    ),
  ],
};

// The repeat-visit benchmark builds it once more with one visible string changed.
export default withVisibleEdit(config);
