/**
 * Writes a remote's compatibility declaration into its `mf-manifest.json` (decision 017):
 * its version (package version plus a hash of every other emitted file, so an unchanged
 * build keeps its version and any change gets a new one), the shared kit and API contract
 * versions it was built against, and the modules it exposes. The shell reads it from the
 * manifest it fetches anyway, so the guard costs no request.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import {
  COMPAT_MANIFEST_KEY,
  CONTRACT_VERSION,
  SHARED_KIT_VERSION,
  type RemoteCompat,
} from '@rewards/contract/platform';

const MANIFEST = 'mf-manifest.json';
// Written by the federation plugin from the same build; hashing them would hash the hash.
const NOT_HASHED = new Set([MANIFEST, 'mf-stats.json']);

export interface CompatManifestOptions {
  remote: string;
  /** The remote's folder: its package.json version prefixes the build's version. */
  dir: string;
  exposes: Record<string, string>;
}

function contentHash(compilation: Compilation): string {
  const hash = crypto.createHash('sha256');
  const names = Object.keys(compilation.assets)
    .filter((name) => !NOT_HASHED.has(name))
    .sort();
  for (const name of names) {
    hash.update(name);
    hash.update(compilation.assets[name]?.source() ?? '');
  }
  return hash.digest('hex').slice(0, 8);
}

export class CompatManifestPlugin implements RspackPluginInstance {
  constructor(private readonly options: CompatManifestOptions) {}

  apply(compiler: Compiler): void {
    const { remote, dir, exposes } = this.options;
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    compiler.hooks.thisCompilation.tap('CompatManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin emitted the manifest and every other file exists.
        {
          name: 'CompatManifestPlugin',
          stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const compat: RemoteCompat = {
            remote,
            version: `${version}-${contentHash(compilation)}`,
            kitVersion: SHARED_KIT_VERSION,
            contractVersion: CONTRACT_VERSION,
            exposes: Object.keys(exposes).map((key) => key.replace(/^\.\//, '')),
          };
          const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
          manifest[COMPAT_MANIFEST_KEY] = compat;
          // `getPublicPath` is for the entry (scripts/remote-public-path.ts); the shell's
          // runtime would evaluate it too, outside any script. The shell resolves the entry
          // and chunks from the manifest's own URL instead; a deploy names its folder.
          const metaData = manifest.metaData as Record<string, unknown> | undefined;
          if (metaData && 'getPublicPath' in metaData) {
            delete metaData.getPublicPath;
            metaData.publicPath = 'auto';
          }
          compilation.updateAsset(
            MANIFEST,
            new compiler.rspack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}
