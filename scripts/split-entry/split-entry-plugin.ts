/**
 * Splits a remote's `remoteEntry.js` in two (decision 042): the container Module Federation
 * builds (its runtime, the remote's bundler runtime, the expose and sharing tables) becomes
 * `container.<hash>.js`, named by its content, and `remoteEntry.js` becomes a small loader
 * holding the chunk id -> file map (loader-entry.ts). The map is the one part of the container
 * a one-string deploy changes: with it out, the container keeps its bytes and its URL, and a
 * returning admin downloads only the loader and the changed chunks.
 *
 * How the map leaves the container: the bundler's "get javascript chunk filename" runtime
 * module (`__webpack_require__.u`, where the file names with their hashes are written) is
 * replaced by a lookup in what the loader left on the page. Rspack lets a plugin change a
 * runtime module's source in `compilation.hooks.runtimeModule`; a build where that module was
 * not found fails rather than shipping a container that embeds the map.
 */
import crypto from 'node:crypto';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import { CONTAINER_MANIFEST_KEY, REMOTE_ROUTES } from '@rewards/contract/routes';
import { packageVersionOf } from '../remote-public-path';
import { chunkRetryRuntimeModule } from './chunk-retry-runtime';
import { CHUNK_FILES_GLOBAL, loaderEntrySource } from './loader-entry';

const PLUGIN = 'SplitEntryPlugin';
/** The name Rspack gives the runtime module that defines `__webpack_require__.u`. */
const CHUNK_FILENAME_MODULE = 'get javascript chunk filename';
const ENTRY_FILE = 'remoteEntry.js';
const MANIFEST_FILE = 'mf-manifest.json';
const CONTAINER_PREFIX = 'container';

export interface SplitEntryOptions {
  /** The federation name: the container chunk's name and its global. */
  name: string;
  /** The remote's folder: its package version starts its deploy's version folders. */
  dir: string;
}

/**
 * Which remotes split their entry: the admin ones. The public remote keeps one entry file:
 * its first load (the landing page, hydrating a server-rendered page) is the platform's most
 * latency-bound, and a second script there would be one more step before it answers a tap.
 */
export function splitsEntry(name: string): boolean {
  return !REMOTE_ROUTES.some((route) => route.app === name && route.area === 'public');
}

const hashOf = (content: string | Buffer) =>
  crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);

/** Every chunk the container may load, by id, with its JavaScript file. */
function chunkFilesOf(compilation: Compilation, name: string): Record<string, string> {
  const container = [...compilation.chunks].find((chunk) => chunk.name === name);
  if (!container) throw new Error(`${PLUGIN}: no chunk named ${name}`);
  const files: Record<string, string> = {};
  for (const chunk of container.getAllAsyncChunks()) {
    const js = [...chunk.files].find((file) => file.endsWith('.js'));
    if (chunk.id !== undefined && chunk.id !== null && js) files[String(chunk.id)] = js;
  }
  return files;
}

export class SplitEntryPlugin implements RspackPluginInstance {
  constructor(private readonly options: SplitEntryOptions) {}

  apply(compiler: Compiler): void {
    const { name } = this.options;
    const { RawSource } = compiler.rspack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let replaced = false;
      let container: string | undefined;
      compilation.hooks.runtimeModule.tap(PLUGIN, (module, chunk) => {
        if (chunk.name !== name || module.name !== CHUNK_FILENAME_MODULE || !module.source) return;
        module.source.source = Buffer.from(
          `__webpack_require__.u = (chunkId) => self.${CHUNK_FILES_GLOBAL}[${JSON.stringify(name)}][chunkId];\n`,
        );
        replaced = true;
      });
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN, (chunk) => {
        if (chunk.name === name)
          compilation.addRuntimeModule(chunk, chunkRetryRuntimeModule(compiler));
      });
      compilation.hooks.processAssets.tap(
        // After the minifier, the source maps and the real content hashes: the chunk file
        // names are final and the container's bytes are what the browser will get.
        { name: PLUGIN, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          if (!replaced)
            throw new Error(`${PLUGIN}: ${name} has no "${CHUNK_FILENAME_MODULE}" runtime module`);
          const entry = compilation.getAsset(ENTRY_FILE);
          if (!entry) throw new Error(`${PLUGIN}: ${name} emitted no ${ENTRY_FILE}`);
          const code = entry.source.source().toString();
          const containerFile = `${CONTAINER_PREFIX}.${hashOf(code)}.js`;
          const map = compilation.getAsset(`${ENTRY_FILE}.map`);
          compilation.renameAsset(ENTRY_FILE, containerFile);
          if (map) {
            compilation.renameAsset(map.name, `${containerFile}.map`);
            compilation.updateAsset(
              containerFile,
              new RawSource(
                code.replace(
                  `//# sourceMappingURL=${ENTRY_FILE}.map`,
                  `//# sourceMappingURL=${containerFile}.map`,
                ),
              ),
            );
          }
          const loader = loaderEntrySource({
            name,
            packageVersion: packageVersionOf(this.options.dir),
            containerFile,
            chunkFiles: chunkFilesOf(compilation, name),
          });
          const { code: minified } = compiler.rspack.experiments.swc.minifySync(loader, {
            compress: true,
            mangle: true,
          });
          compilation.emitAsset(ENTRY_FILE, new RawSource(minified));
          container = containerFile;
        },
      );
      compilation.hooks.processAssets.tap(
        // Where the federation plugin's manifest exists (as for CompatManifestPlugin).
        { name: PLUGIN, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = compilation.getAsset(MANIFEST_FILE);
          if (!manifest || !container) return;
          const json = JSON.parse(manifest.source.source().toString()) as Record<string, unknown>;
          json[CONTAINER_MANIFEST_KEY] = container;
          compilation.updateAsset(MANIFEST_FILE, new RawSource(JSON.stringify(json, null, 2)));
        },
      );
    });
  }
}
