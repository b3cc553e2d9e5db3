/**
 * The API instances the shell's `/api` proxy spreads requests over: `API_URLS`
 * (comma-separated) when several run, otherwise the one `fallback` (`API_URL`). Every instance
 * serves any request (sessions, rate limits and caches live in the shared PostgreSQL), so no
 * stickiness is needed.
 */
export function apiUpstreams(env: NodeJS.ProcessEnv, fallback: string): string[] {
  const urls = (env.API_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return urls.length > 0 ? urls : [fallback];
}
