/**
 * The one visible-string change of the repeat-visit benchmark (repeat-visit.ts), applied by a
 * loader while building (`visible-string-loader.cjs`) instead of editing the source tree: the
 * Country column header of the user table, on screen on /user-table, declared once in the
 * user list's declaration (decision 038), which mfe-users bundles. Active in a config only
 * when the benchmark sets `BENCH_EDIT_OUT`, the folder that build goes to. The build before
 * the deploy runs the same loader without changing the text (`BENCH_EDIT_UNCHANGED`): a loader
 * is part of a module's identifier, from which chunk ids are derived, so only builds through
 * the same loaders compare like a real edit of the source.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';

export const VISIBLE_EDIT = {
  file: /contract[\\/]src[\\/]lists[\\/]user-list\.ts$/,
  from: "'Country'",
  to: "'Country code'",
};

export const EDIT_OUT_ENV = 'BENCH_EDIT_OUT';
export const EDIT_UNCHANGED_ENV = 'BENCH_EDIT_UNCHANGED';

export function withVisibleEdit(config: Configuration): Configuration {
  const outDir = process.env[EDIT_OUT_ENV];
  if (!outDir) return config;
  return {
    ...config,
    output: { ...config.output, path: outDir },
    module: {
      ...config.module,
      rules: [
        ...(config.module?.rules ?? []),
        {
          test: VISIBLE_EDIT.file,
          enforce: 'pre',
          loader: path.join(__dirname, 'visible-string-loader.cjs'),
          options: {
            from: VISIBLE_EDIT.from,
            to: process.env[EDIT_UNCHANGED_ENV] ? VISIBLE_EDIT.from : VISIBLE_EDIT.to,
          },
        },
      ],
    },
  };
}
