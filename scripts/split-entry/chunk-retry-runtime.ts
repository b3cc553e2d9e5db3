/**
 * A runtime module for a split entry's container (decision 042): a chunk that fails to load is
 * requested once more before the page sees the failure. The shell's server preloads a remote
 * route's chunks (`<link rel="preload">`); when those preloads failed (the remote was
 * unreachable as the page loaded), Chromium hands each failed preload to the next script
 * element with its URL, once, without a request, so a Retry after the remote came back would
 * fail on the chunks, at once, and only the next Retry would load them
 * (shell/src/remotes/entry-retry.ts does the same for the entry). The bundler forgets a failed
 * chunk, so asking again makes a real request.
 */
import type { Compiler, RuntimeModule } from '@rspack/core';

const RETRY_CODE = `var ensureChunkOnce = __webpack_require__.e;
__webpack_require__.e = function (chunkId) {
  return ensureChunkOnce(chunkId).catch(function () {
    return ensureChunkOnce(chunkId);
  });
};
`;

/** Runs after the bundler's own runtime modules (trigger stage): `.e` is defined by then. */
export function chunkRetryRuntimeModule(compiler: Compiler): RuntimeModule {
  const { RuntimeModule: Base } = compiler.rspack;
  class ChunkRetryRuntimeModule extends Base {
    constructor() {
      super('retry_chunk_load_once', Base.STAGE_TRIGGER);
    }

    override generate(): string {
      return RETRY_CODE;
    }
  }
  return new ChunkRetryRuntimeModule();
}
