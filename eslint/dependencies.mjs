// Each workspace declares what its code imports in its own package.json; the root holds the
// devDependencies, which tests, configs, scripts and e2e may use.
import path from 'node:path';
import { ROOT, WORKSPACES, testFiles } from './workspaces.mjs';

const DEV_FILES = [
  ...testFiles('*'),
  '*/test/**',
  '*/bench/**',
  'shared/src/testing/**',
  'e2e/**',
  'scripts/**',
  'eslint/**',
  '**/*.config.{ts,js,mjs}',
  'rspack.base.ts',
  'rspack.federation.ts',
].map((glob) => path.join(ROOT, glob));

const declared = (files, packageDirs) => ({
  files,
  rules: {
    'import-x/no-extraneous-dependencies': [
      'error',
      { packageDir: packageDirs, devDependencies: DEV_FILES, includeTypes: false },
    ],
  },
});

export const dependencies = [
  declared(['**/*.{ts,tsx,mjs,js}'], [ROOT]),
  ...WORKSPACES.map((workspace) =>
    declared([`${workspace}/**/*.{ts,tsx,mjs,js}`], [path.join(ROOT, workspace), ROOT]),
  ),
];
