/**
 * The shape of `dist/ssr/index.json`: a remote's server-rendered pages as the shell's server
 * reads them (server/src/app-server/public-pages.ts), route path -> its fragment files and head.
 * Part of the remote's deployment, like its `mf-manifest.json`, and found next to it.
 */
export interface SsrIndexEntry {
  /** Federation id of the page, e.g. `mfe_public/LandingPage`: the client loads it to hydrate. */
  moduleId: string;
  /** File next to index.json holding the `#root` markup. */
  file: string;
  /** File next to index.json holding the critical `<style>` tags. */
  stylesFile: string;
  title: string;
  description: string;
  /**
   * The remote's own client script, relative to index.json: it hydrates the page without the
   * shell's federation runtime (decision 043). Absent (an older deploy): the shell hydrates.
   */
  clientScript?: string;
}

export type SsrIndex = Record<string, SsrIndexEntry>;

export const SSR_DIR = 'ssr';
/** A remote's own client for its server-rendered pages, next to its manifest (decision 043). */
export const PUBLIC_CLIENT_FILE = 'public-client.js';
export const SSR_INDEX_FILE = 'index.json';

/** Where a remote's SSR index is, given its mf-manifest.json URL (same folder). */
export function ssrIndexUrl(manifestUrl: string): URL {
  return new URL(`${SSR_DIR}/${SSR_INDEX_FILE}`, manifestUrl);
}

/** The id of the JSON data block in which the shell's server inlines its remotes.json. */
export const REMOTES_ELEMENT_ID = 'remotes-json';

/** The `#root` attribute naming the federated page the server rendered into it. */
export const SSR_MODULE_ATTRIBUTE = 'data-ssr-module';
