import { ADMIN_REMOTE_ROUTES, isActivePath } from './route-table';
import { preloadAdminCode } from './app-routes';
import { loadRemotePage } from '../remotes/remote-registry';
import { isAdminPath } from './boot-requests';

/** The admin remote page mounted at `path`: a route of its own first, else one with parameters. */
export function adminPageAt(path: string): string | undefined {
  const route =
    ADMIN_REMOTE_ROUTES.find((entry) => entry.path === path) ??
    ADMIN_REMOTE_ROUTES.find(
      (entry) => entry.path.includes('/:') && isActivePath(path, entry.path),
    );
  return route?.moduleId;
}

/**
 * Starts loading an admin screen's code while the session is checked, all at once: the shell's
 * admin area and guards, and the screen's remote page (fetched on the server's preload hints
 * already). The route guard shows the screen only once the session is known; by then its
 * modules are evaluated. The code is public; no data comes with it. A failure is the page's to
 * show and report when it mounts (RemotePage loads it again).
 */
export function preloadAdminScreen(pathname: string): void {
  const path = pathname.replace(/(.)\/+$/, '$1');
  if (!isAdminPath(path)) return;
  preloadAdminCode();
  const moduleId = adminPageAt(path);
  if (moduleId) loadRemotePage(moduleId).catch(() => undefined);
}
