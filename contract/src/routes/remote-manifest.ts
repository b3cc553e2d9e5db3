/**
 * What a remote's `mf-manifest.json` tells the shell's server beyond Module Federation's own
 * fields: the file of its content-addressed container, for a remote whose `remoteEntry.js` is
 * the small per-version loader (decision 042). The server preloads it with the route's chunks
 * (server/src/app-server/preload-hints.ts); the build writes it (scripts/split-entry/).
 */
export const CONTAINER_MANIFEST_KEY = 'rewardsContainer';
