/**
 * `<link rel="preload">` hints for what a page needs before its first render but the browser
 * would otherwise find one step at a time (shell main -> manifest -> remoteEntry.js): the
 * shell's framework chunk (react, react-dom and the router, one file: decision 010) and, for a
 * route a remote serves, that remote's mf-manifest.json and remoteEntry.js. Each hint matches
 * how the federation runtime fetches the file (the manifest with `fetch`, in CORS mode; entry
 * and chunks as plain scripts), so the browser reuses the preloaded response.
 */
import { REMOTE_ROUTES } from '@rewards/contract/routes';

/** The shell's framework chunk, as named by `hostSplitChunks` in rspack.base.ts. */
export const FRAMEWORK_CHUNK = /^framework\.[0-9a-f]+\.js$/;

/** Every remote is built by rspack.base.ts: its entry sits next to its manifest. */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Whether a request path is a manifest route: each `:name` part stands for one segment. */
function matchesRoute(pattern: string, route: string): boolean {
  if (!pattern.includes('/:')) return pattern === route;
  const segments = pattern.split('/');
  const parts = route.split('/');
  return (
    segments.length === parts.length &&
    segments.every((segment, i) =>
      segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment === parts[i],
    )
  );
}

/**
 * The remote whose page is mounted at `route`, if any; a route with parameters
 * (`/user-table/:id`, opened from a link) is preloaded like any other.
 */
export function remoteOfRoute(route: string | undefined): string | undefined {
  if (route === undefined) return undefined;
  return REMOTE_ROUTES.find((entry) => matchesRoute(entry.path, route))?.app;
}

export interface PreloadTargets {
  /** `framework.<hash>.js` of the shell's build, served from the shell's root. */
  frameworkChunk?: string;
  /** The route's remote's mf-manifest.json URL (from remotes.json). */
  remoteManifestUrl?: string;
}

export function preloadLinks({ frameworkChunk, remoteManifestUrl }: PreloadTargets): string {
  const links: string[] = [];
  if (frameworkChunk)
    links.push(`<link rel="preload" as="script" href="/${attribute(frameworkChunk)}">`);
  if (remoteManifestUrl) {
    let entryUrl: string;
    try {
      entryUrl = new URL(REMOTE_ENTRY_FILE, remoteManifestUrl).href;
    } catch {
      return links.join('');
    }
    links.push(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(remoteManifestUrl)}">`,
      `<link rel="preload" as="script" href="${attribute(entryUrl)}">`,
    );
  }
  return links.join('');
}
