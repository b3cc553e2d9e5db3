import { API_URL } from './platform-apps';

/**
 * Where the `/api` proxy sends each request. `API_URLS` (comma-separated) lists several API
 * instances, taken in turn (round robin); otherwise the one `fallback` (`API_URL`). Every instance serves
 * any request (sessions, rate limits and caches live in the shared PostgreSQL), so no
 * stickiness is needed. Kept apart from the proxy so it moves with whichever server proxies.
 */
export function apiUpstreams(
  env: NodeJS.ProcessEnv = process.env,
  fallback: string = API_URL,
): () => string {
  const urls = (env.API_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const list = urls.length > 0 ? urls : [fallback];
  let next = 0;
  return () => list[next++ % list.length] as string;
}
