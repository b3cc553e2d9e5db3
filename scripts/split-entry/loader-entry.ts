/**
 * The source of a remote's `remoteEntry.js` under the split entry (decision 042): the only
 * script a deploy re-sends besides the chunks that changed. It holds what changes with every
 * build, the chunk id -> file map, and loads the container itself (Module Federation's runtime
 * and the remote's bundler runtime, unchanged across a one-string deploy) from a
 * content-addressed file beside the chunks (`container.<hash>.js`), which a returning browser
 * has cached.
 *
 * Until the container has loaded, the global the federation runtime reads holds a stand-in
 * whose `init` and `get` wait for it (the runtime awaits both). The container is requested as
 * soon as this script runs, not on `init`, so it downloads alongside the runtime's next steps.
 * A failed load is tried once more at once, at a URL the page never requested: Chromium hands
 * a failed preload of a URL (the server's hint, when the remote was unreachable as the page
 * loaded) to the next script element with that URL without asking again
 * (shell/src/remotes/entry-retry.ts). A load that failed twice is forgotten, and the next
 * `init` or `get` (the shell's Retry) starts again.
 */
import { versionFolderPattern } from '../remote-public-path';

/** Where the entry leaves the map for the container's `__webpack_require__.u`. */
export const CHUNK_FILES_GLOBAL = '__rewardsChunkFiles';

export interface LoaderEntryOptions {
  /** The container's global name (the federation name, `mfe_users`). */
  name: string;
  /** The remote's package version: names its deploy's version folders. */
  packageVersion: string;
  /** `container.<hash>.js`: the real container entry, beside the chunks. */
  containerFile: string;
  /** Chunk id -> its JavaScript file, relative to the chunk folder. */
  chunkFiles: Record<string, string>;
}

/** The chunk folder: one up from a deployed version's folder, else the entry's own (032). */
function chunkFolderCode(packageVersion: string): string {
  return [
    'var script = document.currentScript;',
    'var src = script ? script.src.split(/[?#]/)[0] : "";',
    'var folder = src.slice(0, src.lastIndexOf("/") + 1);',
    'var parent = folder.split("/").slice(-2)[0];',
    `if (new RegExp(${JSON.stringify(versionFolderPattern(packageVersion))}).test(parent))`,
    '  folder = folder.slice(0, folder.length - parent.length - 1);',
  ].join('\n');
}

export function loaderEntrySource(options: LoaderEntryOptions): string {
  const { name, containerFile, chunkFiles } = options;
  return `(function () {
var global = self;
var name = ${JSON.stringify(name)};
${chunkFolderCode(options.packageVersion)}
(global.${CHUNK_FILES_GLOBAL} = global.${CHUNK_FILES_GLOBAL} || {})[name] = ${JSON.stringify(chunkFiles)};
var attempts = 0;
var loading;
var standIn;
function attempt() {
  return new Promise(function (resolve, reject) {
    var element = document.createElement("script");
    element.src = folder + ${JSON.stringify(containerFile)} + (attempts ? "?retry=" + attempts : "");
    attempts += 1;
    function fail() {
      element.remove();
      reject(new Error("Loading the " + name + " container " + element.src + " failed"));
    }
    element.onerror = fail;
    element.onload = function () {
      var container = global[name];
      if (container && container !== standIn) resolve(container);
      else fail();
    };
    document.head.appendChild(element);
  });
}
function load() {
  if (loading) return loading;
  loading = attempt()
    .catch(attempt)
    .catch(function (error) {
      loading = undefined;
      throw error;
    });
  return loading;
}
function forward(method) {
  return function () {
    var args = arguments;
    return load().then(function (container) {
      return container[method].apply(container, args);
    });
  };
}
standIn = global[name] = { init: forward("init"), get: forward("get") };
load().catch(function () {});
})();
`;
}
