/**
 * `<link rel="preload">` hints for what a page needs before its first render but the browser
 * would otherwise find one step at a time (shell main -> manifest -> remoteEntry.js ->
 * container -> the page's chunks): the shell's framework chunk (react, react-dom and the
 * router, one file: decision 010) and, for a route a remote serves, that remote's
 * mf-manifest.json and remoteEntry.js (decision 021) and, read from that manifest, the
 * remote's container and the exposed page's own chunks (decision 042). Each hint matches how
 * the federation runtime fetches the file (the manifest with `fetch`, in CORS mode; entry,
 * container and chunks as plain scripts), so the browser reuses the preloaded response.
 */
import {
  CONTAINER_MANIFEST_KEY,
  REMOTE_ROUTES,
  type RemoteRouteEntry,
} from '@rewards/contract/routes';

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
 * The remote page mounted at `route`, if any; a route with parameters (`/user-table/:id`,
 * opened from a link) is preloaded like any other.
 */
export function remoteRouteOf(route: string | undefined): RemoteRouteEntry | undefined {
  if (route === undefined) return undefined;
  return REMOTE_ROUTES.find((entry) => matchesRoute(entry.path, route));
}

interface ManifestFields {
  metaData?: { publicPath?: string };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
  [CONTAINER_MANIFEST_KEY]?: string;
}

/**
 * The scripts an exposed page runs before it renders, as absolute URLs, read from its remote's
 * manifest: the container (a split entry's, decision 042) and the expose's own chunks. The
 * chunks' folder is the manifest's `publicPath` (a deploy writes the shared folder there,
 * decision 032), or the manifest's own folder for `auto`. Nothing for a manifest not at hand.
 */
export function exposedScriptsOf(manifest: unknown, manifestUrl: string, module: string): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const fields = manifest as ManifestFields;
  const publicPath = fields.metaData?.publicPath;
  try {
    const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
    const container = fields[CONTAINER_MANIFEST_KEY];
    const chunks = fields.exposes?.find((expose) => expose.name === module)?.assets?.js?.sync;
    return [...(container ? [container] : []), ...(chunks ?? [])].map(
      (file) => new URL(file, base).href,
    );
  } catch {
    return [];
  }
}

export interface PreloadTargets {
  /** `framework.<hash>.js` of the shell's build, served from the shell's root. */
  frameworkChunk?: string;
  /** The route's remote's mf-manifest.json URL (from remotes.json). */
  remoteManifestUrl?: string;
  /** The route's container and chunks (exposedScriptsOf), when its manifest was at hand. */
  exposedScripts?: string[];
}

export function preloadLinks({
  frameworkChunk,
  remoteManifestUrl,
  exposedScripts = [],
}: PreloadTargets): string {
  const links: string[] = [];
  const script = (url: string) => `<link rel="preload" as="script" href="${attribute(url)}">`;
  if (frameworkChunk) links.push(script(`/${frameworkChunk}`));
  if (remoteManifestUrl) {
    let entryUrl: string;
    try {
      entryUrl = new URL(REMOTE_ENTRY_FILE, remoteManifestUrl).href;
    } catch {
      return links.join('');
    }
    links.push(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(remoteManifestUrl)}">`,
      script(entryUrl),
      ...exposedScripts.map(script),
    );
  }
  return links.join('');
}
