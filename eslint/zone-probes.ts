import fs from 'node:fs';
import path from 'node:path';
import platform from '../platform.config.json';

/**
 * One probe per zone of eslint/layers.mjs, read from the same folders: each feature of each
 * remote importing a file of the next feature, each shell screen a file of the next screen.
 * A feature or screen added later gets its probe too, so every zone is shown to fire.
 */
const ROOT = path.dirname(__dirname);
const PATHS = 'import-x/no-restricted-paths';
const SHELL_LAYERS = ['common', 'layout', 'routes'];

const foldersIn = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** A source file (not a test) directly in `dir`, without its extension. */
const fileIn = (dir: string): string | undefined =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .sort()[0]
    ?.replace(/\.tsx?$/, '');

/** `dir/<each folder>/probe.ts` importing a file of the next folder. */
function crossFolderProbes(dir: string, folders: string[]) {
  return folders.flatMap((folder, index) => {
    const next = folders[(index + 1) % folders.length];
    const file = next && next !== folder ? fileIn(`${dir}/${next}`) : undefined;
    if (!file) return [];
    const code = `import '../${next}/${file}';`;
    return [{ file: `${dir}/${folder}/probe.ts`, code, rule: PATHS, unrelated: [] }];
  });
}

/** Every `test-*` helper (not a test) under `dir`, as a path relative to the repository. */
const testHelpersIn = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /^test-.*(?<!\.test)\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .sort();

/**
 * Each remote's pages, a feature and common code importing its entry layer (routes.tsx,
 * bootstrap); each test helper of each frontend imported by app code beside it (refused) and
 * by a test beside it (allowed).
 */
export const entryAndTestHelperProbes = () => [
  ...platform.remotes.flatMap(({ dir }) => [
    { file: `${dir}/src/pages/probe.tsx`, code: "import '../routes';", rule: PATHS, unrelated: [] },
    {
      file: `${dir}/src/features/${foldersIn(`${dir}/src/features`)[0]}/probe.ts`,
      code: "import '../../routes';",
      rule: PATHS,
      unrelated: [],
    },
    {
      file: `${dir}/src/common/probe.ts`,
      code: "import '../bootstrap';",
      rule: PATHS,
      unrelated: [],
    },
  ]),
  ...['shell', 'shared', ...platform.remotes.map(({ dir }) => dir)]
    .flatMap((dir) => testHelpersIn(`${dir}/src`))
    .flatMap((helper) => {
      const code = `import './${path.basename(helper).replace(/\.tsx?$/, '')}';`;
      const folder = path.dirname(helper);
      return [
        { file: `${folder}/probe.tsx`, code, rule: PATHS, unrelated: [] },
        { file: `${folder}/probe.test.tsx`, code, rule: null, unrelated: [] },
      ];
    }),
];

export const zoneProbes = () => [
  ...platform.remotes.flatMap(({ dir }) =>
    crossFolderProbes(`${dir}/src/features`, foldersIn(`${dir}/src/features`)),
  ),
  ...crossFolderProbes(
    'shell/src',
    foldersIn('shell/src').filter((name) => !SHELL_LAYERS.includes(name)),
  ),
];
