// Layers inside an app, as bulletproof-react draws them (docs/architecture.md#the-inside-of-a-remote
// and #the-inside-of-the-shell): a feature imports common code and its own files, never another
// feature, so a feature can be changed or deleted without reading the others.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspaces.mjs';

const zone = (target, from, message) => ({ target, from, message });

/** The sub-folders of `dir` (read when the config loads, so a new feature gets its zone). */
const foldersIn = (dir) =>
  fs.existsSync(path.join(ROOT, dir))
    ? fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** One zone per feature of each remote: the other features are out of reach. */
export const featureZones = (remotes) =>
  remotes.flatMap((remote) => {
    const features = foldersIn(`${remote}/src/features`);
    return features
      .filter(() => features.length > 1)
      .map((feature) =>
        zone(
          `${remote}/src/features/${feature}`,
          [`${remote}/src/features/!(${feature})/**`],
          "A feature never imports another feature: move what both need to the remote's src/common/.",
        ),
      );
  });

/**
 * The files directly in a remote's src/ (index, bootstrap, routes.tsx) are its entry layer:
 * they compose the pages, so no page, feature or common file imports them (a feature taking
 * routes.tsx would pull every page into its chunk). The fixtures beside them are for tests.
 */
export const remoteEntryZones = (remotes) =>
  remotes.map((remote) =>
    zone(
      ['pages', 'features', 'common'].map((layer) => `${remote}/src/${layer}`),
      [`${remote}/src/!(test-*).{ts,tsx}`],
      "Pages, features and common code never import the remote's entry layer (src/routes.tsx, bootstrap, index): it imports them.",
    ),
  );

/** App code never imports a test helper (`test-*` files: fixtures, test-only components). */
export const testHelperZones = (frontends) =>
  frontends.map((dir) =>
    zone(
      `${dir}/src/**/!(*.test|test-*).{ts,tsx}`,
      [`${dir}/src/**/test-*.{ts,tsx}`],
      'App code never imports a test helper: test-* files are for tests.',
    ),
  );

// The shell's layers, top to bottom: the app (entry, route composition, the admin frame in
// layout/), its screens, and common code (src/common/ and the route table every layer reads).
const SHELL_APP = [
  'shell/src/*.{ts,tsx}',
  'shell/src/routes/!(route-table).{ts,tsx}',
  'shell/src/layout/**',
];
const SHELL_LAYER_FOLDERS = ['common', 'layout', 'routes'];

/** Screens never import the app layer or each other; common code imports neither. */
export const shellZones = () => {
  const screens = foldersIn('shell/src').filter((name) => !SHELL_LAYER_FOLDERS.includes(name));
  return [
    ...screens.map((screen) =>
      zone(
        `shell/src/${screen}`,
        [...SHELL_APP, `shell/src/!(${[screen, ...SHELL_LAYER_FOLDERS].join('|')})/**`],
        'A shell screen imports only its own files and shell/src/common (and the route table), never the app layer or another screen.',
      ),
    ),
    zone(
      ['shell/src/common', 'shell/src/routes/route-table.ts'],
      [...SHELL_APP, ...screens.map((screen) => `shell/src/${screen}/**`)],
      "The shell's common code never imports its screens or the app layer.",
    ),
  ];
};
