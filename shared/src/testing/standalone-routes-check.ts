import path from 'node:path';
import { routesOf, type RemoteName } from '@rewards/contract/routes';
import type { StandaloneRoute } from '@rewards/shared/standalone';

/**
 * The manifest pages of `remote` whose standalone route is missing or renders something other
 * than the default export of the file the remote exposes for it (empty when consistent).
 */
export async function standaloneRouteMismatches(
  remote: RemoteName,
  routes: readonly StandaloneRoute[],
  remoteDir: string,
): Promise<string[]> {
  const mismatches = await Promise.all(
    routesOf(remote).map(async (route) => {
      const exposed = ((await import(path.join(remoteDir, route.file))) as { default: unknown })
        .default;
      const standalone = routes.find((candidate) => candidate.path === route.path);
      return standalone?.element.type === exposed ? [] : [`${route.path} (${route.module})`];
    }),
  );
  return mismatches.flat();
}
