/**
 * Remotes' mf-manifest.json files as the shell's server reads them for a route's preload hints
 * (preload-hints.ts, decision 042): fetched from the URL remotes.json names at the time of the
 * request, so a deploy or a rollback (a new URL) is followed at once, without a restart; kept
 * in memory per URL and revalidated in the background once older than `maxAgeMs` (a plain
 * `dist/` manifest changes in place on a rebuild). A page never waits more than `timeoutMs`
 * for a manifest it has no copy of, and an unreachable remote only costs its hints.
 */
export interface RemoteManifestsOptions {
  maxAgeMs: number;
  timeoutMs: number;
}

interface Cached {
  manifest: unknown;
  fetchedAt: number;
}

/** How long a fetch may run on after the page went out without its hints. */
const FETCH_TIMEOUT_MS = 5_000;

/** Versions a server keeps: beyond this many URLs the oldest is forgotten (remotes x rollbacks). */
const MAX_CACHED = 32;

export function createRemoteManifests(options: RemoteManifestsOptions) {
  const cache = new Map<string, Cached>();
  const inFlight = new Map<string, Promise<unknown>>();

  function refresh(url: string): Promise<unknown> {
    const running = inFlight.get(url);
    if (running) return running;
    const attempt = fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const manifest: unknown = await response.json();
        cache.delete(url);
        cache.set(url, { manifest, fetchedAt: Date.now() });
        if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
        return manifest;
      })
      .catch(() => cache.get(url)?.manifest)
      .finally(() => inFlight.delete(url));
    inFlight.set(url, attempt);
    return attempt;
  }

  /** The parsed manifest at `url`, or undefined when it is not at hand in time. */
  return async function manifestAt(url: string): Promise<unknown> {
    const cached = cache.get(url);
    if (cached) {
      if (Date.now() - cached.fetchedAt > options.maxAgeMs) void refresh(url);
      return cached.manifest;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), options.timeoutMs);
    });
    try {
      return await Promise.race([refresh(url), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
