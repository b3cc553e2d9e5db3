/**
 * Reliability check (docs/security.md#csrf): with a valid admin session,
 * every mutating route of the API, called directly and through the shell's `/api` proxy, from
 * every origin that is not the admin app (another site, the platform's other apps on the same
 * host, opaque origins, Sec-Fetch-Site cross-site/same-site, no header at all). Promise: 0
 * accepted (every answer is 403) and 0 rows or files changed.
 */
import type { ReliabilityCheck, ReliabilityTarget } from '../reliability-check';
import { openPlatformDb } from '../../support/platform-db';
import { changedParts, dataFingerprint } from '../support/data-fingerprint';

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

interface Route {
  method: string;
  path: string;
}

/** The mutating routes, from the API's OpenAPI document (served in demo mode). */
async function mutatingRoutes(apiUrl: string): Promise<Route[]> {
  const response = await fetch(`${apiUrl}/api/docs/json`);
  if (!response.ok) throw new Error(`GET /api/docs/json answered ${response.status}`);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    WRITE_METHODS.filter((method) => method in operations).map((method) => ({
      method: method.toUpperCase(),
      // Path parameters become an id and an upload name that exist in the demo data shape.
      path: path
        .replace(/\{id\}/g, '1')
        .replace(/\{name\}/g, '00000000-0000-4000-8000-000000000000.png'),
    })),
  );
}

/** Every way a page that is not the admin app can present a write. */
function foreignSenders(target: ReliabilityTarget): Record<string, Record<string, string>> {
  // The shell's own URL may name the app origin another way (127.0.0.1 for localhost).
  const shell = [target.appOrigin, target.appUrls.shell && new URL(target.appUrls.shell).origin];
  const sameSiteApps = Object.values(target.appUrls)
    .map((url) => new URL(url).origin)
    .filter((origin) => !shell.includes(origin));
  const api = new URL(target.apiUrl);
  const senders: Record<string, Record<string, string>> = {
    'another site': { origin: 'https://attacker.example' },
    'opaque origin': { origin: 'null' },
    'the API origin (its docs page)': { origin: `${api.protocol}//localhost:${api.port}` },
    'Sec-Fetch-Site cross-site': { 'sec-fetch-site': 'cross-site' },
    'Sec-Fetch-Site same-site': { 'sec-fetch-site': 'same-site' },
    'no Origin, no Sec-Fetch-Site': {},
  };
  for (const origin of sameSiteApps) senders[`same-site app ${origin}`] = { origin };
  return senders;
}

export const crossOriginWriteCheck: ReliabilityCheck = {
  name: 'cross-origin writes',
  async run(target) {
    const failures: string[] = [];
    let tried = 0;
    const cookie = await target.signIn();
    const routes = await mutatingRoutes(target.apiUrl);
    if (routes.length === 0) failures.push('the OpenAPI document lists no mutating route');
    const bases = [target.apiUrl, target.appUrls.shell].filter((base) => base !== undefined);
    const senders = foreignSenders(target);
    const db = openPlatformDb(target.dataDir);
    const before = await dataFingerprint(db, target.dataDir);

    for (const base of bases) {
      for (const route of routes) {
        for (const [sender, headers] of Object.entries(senders)) {
          tried += 1;
          const response = await fetch(`${base}${route.path}`, {
            method: route.method,
            headers: { cookie, 'content-type': 'application/json', ...headers },
            body: '{}',
          });
          await response.arrayBuffer();
          if (response.status !== 403)
            failures.push(
              `${route.method} ${base}${route.path} from ${sender}: ${response.status}`,
            );
        }
      }
    }

    // The guard refuses by origin, not wholesale: the admin app's own write is let through
    // (a wrong password, so it changes nothing).
    tried += 1;
    const control = await fetch(`${target.apiUrl}/api/admin/login`, {
      method: 'POST',
      headers: { origin: target.appOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
    });
    if (control.status === 403) failures.push('a write from the admin app itself was refused');

    for (const part of changedParts(before, await dataFingerprint(db, target.dataDir)))
      failures.push(`refused writes changed ${part}`);
    await db.destroy();
    return { check: this.name, tried, failures };
  },
};
