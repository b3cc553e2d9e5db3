/**
 * REMOTE_ORIGINS: each remote's public origin, declared once for the shell's server, e.g.
 * `mfe-users=https://users.example.com,mfe-payments=https://payments.example.com`. The built
 * and deployed remotes.json name where a remote was built or published (`http://localhost:3001`
 * unless `deploy --url` said otherwise); the shell serves every remote URL with its origin
 * swapped for the declared one, so the page, `/remotes.json`, the CSP, the preload hints and
 * its own fetches of the public remote's pages all name the same, public place.
 */
import { originFrom } from '@rewards/http-edge';
import type { AppDeclaration } from '../platform-config';

/** Federation name (`mfe_users`) -> public origin (`https://users.example.com`). */
export type RemoteOrigins = Readonly<Record<string, string>>;

const SETTING = 'REMOTE_ORIGINS';

/** Parses REMOTE_ORIGINS against the platform's remotes (platform.config.json). */
export function parseRemoteOrigins(
  value: string | undefined,
  remotes: readonly Pick<AppDeclaration, 'dir' | 'name'>[],
): RemoteOrigins {
  const origins: Record<string, string> = {};
  for (const item of (value ?? '').split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const [folder = '', origin = ''] = item.split(/=(.*)/s).map((part) => part.trim());
    const remote = remotes.find((candidate) => candidate.dir === folder);
    if (!remote) {
      const names = remotes.map((candidate) => candidate.dir).join(', ');
      throw new Error(
        `${SETTING}: "${folder}" is not a remote (write name=origin; names: ${names})`,
      );
    }
    if (remote.name in origins) throw new Error(`${SETTING}: "${folder}" is named twice`);
    origins[remote.name] = originFrom(origin, SETTING);
  }
  return origins;
}

/** A remotes.json text with each declared remote's URL moved to its public origin. */
export function publicRemotesJson(remotesJson: string, origins: RemoteOrigins): string {
  if (remotesJson === '' || Object.keys(origins).length === 0) return remotesJson;
  const remotes = JSON.parse(remotesJson) as Record<string, string>;
  const moved = Object.entries(remotes).map(([name, url]) => {
    const origin = origins[name];
    if (!origin) return [name, url];
    const parsed = new URL(url);
    return [name, `${origin}${parsed.pathname}${parsed.search}`];
  });
  return JSON.stringify(Object.fromEntries(moved), null, 2);
}
