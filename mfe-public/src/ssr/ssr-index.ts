/**
 * The shape of `dist/ssr/index.json`, the public remote's server-rendered pages as the shell's
 * server reads them (scripts/app-server/public-pages.ts): route path -> its fragment file and
 * head. Part of the remote's deployment, like its `mf-manifest.json`.
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
}

export type SsrIndex = Record<string, SsrIndexEntry>;

export const SSR_DIR = 'ssr';
export const SSR_INDEX_FILE = 'index.json';
