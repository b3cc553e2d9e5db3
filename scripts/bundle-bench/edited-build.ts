/** Builds mfe-users or the single bundle with the benchmark's visible edit (visible-edit.ts). */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../../server/src/platform-apps';
import { EDIT_OUT_ENV, EDIT_UNCHANGED_ENV } from './visible-edit';

const CONFIGS = {
  'mfe-users': path.join(__dirname, 'edited.rspack.config.ts'),
  'single-bundle': path.join(ROOT_DIR, 'scripts', 'single-bundle', 'rspack.config.ts'),
};

/** /** `changed: false` is the build before the deploy, through the same loaders. */
export function buildEdited(
  build: keyof typeof CONFIGS,
  outDir: string,
  changed: boolean,
): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(
      path.join(ROOT_DIR, 'node_modules', '.bin', 'rspack'),
      ['build', '-c', CONFIGS[build]],
      {
        cwd: build === 'mfe-users' ? path.join(ROOT_DIR, 'mfe-users') : ROOT_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          [EDIT_OUT_ENV]: outDir,
          [EDIT_UNCHANGED_ENV]: changed ? '' : 'true',
        },
      },
      (error, stdout) =>
        error ? reject(new Error(`The edited ${build} build failed:\n${stdout}`)) : resolve(),
    ),
  );
}

/** The four builds the benchmark compares, one after the other (2 cores: the platform starts). */
export async function buildRepeatVisitPairs(tmp: string): Promise<RepeatVisitBuilds> {
  const folder = (name: string) => path.join(tmp, name);
  const builds: RepeatVisitBuilds = {
    usersBefore: folder('users-before'),
    usersAfter: folder('users-after'),
    singleBefore: folder('single-before'),
    singleAfter: folder('single-after'),
  };
  await buildEdited('mfe-users', builds.usersBefore, false);
  await buildEdited('mfe-users', builds.usersAfter, true);
  await buildEdited('single-bundle', builds.singleBefore, false);
  await buildEdited('single-bundle', builds.singleAfter, true);
  return builds;
}

export interface RepeatVisitBuilds {
  usersBefore: string;
  usersAfter: string;
  singleBefore: string;
  singleAfter: string;
}
