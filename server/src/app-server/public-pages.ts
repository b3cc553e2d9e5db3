/**
 * The public remote's server-rendered pages, as the shell's server needs them: fetched from
 * the remote's own deployment (next to its mf-manifest.json in the shell's remotes.json),
 * kept in memory and revalidated in the background once older than `maxAgeMs`. When the
 * remote is down or slow the last good copy is served; with no copy at all the caller falls
 * back to client rendering. Never throws: a public route must not become an error page.
 */
import { ssrIndexUrl, type SsrIndex } from '@rewards/contract/routes';

export interface PublicPage {
  moduleId: string;
  html: string;
  styles: string;
  title: string;
  description: string;
  /** Absolute URL of the remote's own client script, when it has one (decision 043). */
  clientScript?: string;
}

export interface PublicPagesOptions {
  /** The remote's current mf-manifest.json URL (read from remotes.json on every call). */
  manifestUrl: () => string | undefined;
  maxAgeMs: number;
  /** How long a request waits for the remote when there is no copy yet. */
  timeoutMs: number;
}

interface Cached {
  page: PublicPage;
  source: string;
  fetchedAt: number;
}

async function fetchText(url: URL, timeoutMs: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
}

async function fetchPage(indexUrl: URL, route: string, timeoutMs: number): Promise<PublicPage> {
  const index = JSON.parse(await fetchText(indexUrl, timeoutMs)) as SsrIndex;
  const entry = index[route];
  if (!entry) throw new Error(`${indexUrl.href} has no page for ${route}`);
  const [html, styles] = await Promise.all([
    fetchText(new URL(entry.file, indexUrl), timeoutMs),
    fetchText(new URL(entry.stylesFile, indexUrl), timeoutMs),
  ]);
  return {
    moduleId: entry.moduleId,
    html,
    styles,
    title: entry.title,
    description: entry.description,
    ...(entry.clientScript && { clientScript: new URL(entry.clientScript, indexUrl).href }),
  };
}

export function createPublicPages(options: PublicPagesOptions) {
  const cache = new Map<string, Cached>();
  const inFlight = new Map<string, Promise<PublicPage | undefined>>();

  function refresh(route: string, source: string): Promise<PublicPage | undefined> {
    const running = inFlight.get(route);
    if (running) return running;
    const attempt = fetchPage(ssrIndexUrl(source), route, options.timeoutMs)
      .then((page) => {
        cache.set(route, { page, source, fetchedAt: Date.now() });
        return page;
      })
      .catch(() => cache.get(route)?.page)
      .finally(() => inFlight.delete(route));
    inFlight.set(route, attempt);
    return attempt;
  }

  /** The page for `route`, or undefined: render it on the client. */
  return async function pageFor(route: string): Promise<PublicPage | undefined> {
    const source = options.manifestUrl();
    const cached = cache.get(route);
    if (!source) return cached?.page;
    // A moved remote (new remotes.json) is asked at once; the old copy is the fallback.
    if (!cached || cached.source !== source) return refresh(route, source);
    if (Date.now() - cached.fetchedAt > options.maxAgeMs) void refresh(route, source);
    return cached.page;
  };
}
