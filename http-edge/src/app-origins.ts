/**
 * The origins the admin app (the shell) is served from: the only pages allowed to send writes
 * to the API, and the only origin the remotes answer CORS for. One parser for the API's
 * config and the app servers, so both read `APP_ORIGINS` the same way.
 */

/**
 * When APP_ORIGINS is unset: the shell on this machine, as `npm start` serves it. A deployment
 * on a real domain that forgets to list it fails closed (every browser write is refused).
 */
export const DEFAULT_APP_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/** Parses a comma-separated list of origins; throws on anything that is not exactly an origin. */
export function parseAppOrigins(value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) return [...DEFAULT_APP_ORIGINS];
  return [...new Set(items.map((item) => originFrom(item, 'APP_ORIGINS')))];
}

/** One origin of a setting (`setting` names it in the error), exactly scheme://host[:port]. */
export function originFrom(item: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(item);
  } catch {
    throw new Error(`${setting}: "${item}" is not an origin like https://admin.example.com`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
  // A path, query or wildcard would make the comparison with the Origin header meaningless.
  if (!['http:', 'https:'].includes(url.protocol) || !bare || item.includes('*')) {
    throw new Error(
      `${setting}: "${item}" must be scheme://host[:port] (http or https, no path, no wildcard)`,
    );
  }
  return url.origin;
}
