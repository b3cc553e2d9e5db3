/**
 * The shell's view of the route manifest (`@rewards/contract/routes`): which remote page each
 * public and admin path mounts, and the sidebar entries in their required order. Remote
 * modules are named by federation id only; the shell never imports a remote by path.
 */
import type { Permission } from '@rewards/contract/permissions';
import {
  REMOTE_ROUTES,
  ROUTES,
  SIDEBAR_ROUTES,
  moduleIdOf,
  type RemoteRouteEntry,
  type RouteEntry,
  type RouteKey,
} from '@rewards/contract/routes';

export interface RemoteRoute {
  path: string;
  /** Federation id `<remote>/<ExposedModule>`; the module's default export is the page. */
  moduleId: string;
  /** Admin routes: what the admin needs to see the screen. */
  permission?: Permission;
}

function mounted(routes: readonly RemoteRouteEntry[]): readonly RemoteRoute[] {
  return routes.map((route) => ({
    path: route.path,
    moduleId: moduleIdOf(route),
    permission: route.permission,
  }));
}

/** Rendered with no sidebar or top bar. */
export const PUBLIC_ROUTES = mounted(REMOTE_ROUTES.filter((route) => route.area === 'public'));

/** Admin screens served by remotes, inside the signed-in layout. */
export const ADMIN_REMOTE_ROUTES = mounted(
  REMOTE_ROUTES.filter((route) => route.area !== 'public'),
);

export interface SidebarEntry {
  path: string;
  label: string;
  permission?: Permission;
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = SIDEBAR_ROUTES.map(
  ({ path, label, permission }) => ({ path, label, permission }),
);

/** An admin screen reached without naming a record: the jump palette offers each. */
export interface ScreenEntry extends SidebarEntry {
  key: RouteKey;
  /** The page's heading, where it differs from the label. */
  title?: string;
}

/**
 * Every admin route with no parameter (a user's page needs an id), in manifest order: the
 * sidebar's entries, then the screens reached by links (Create Task, Settings, Audit log...).
 */
export const ADMIN_SCREENS: readonly ScreenEntry[] = (
  Object.entries(ROUTES) as [RouteKey, RouteEntry][]
)
  .filter(([, route]) => route.area !== 'public' && !route.path.includes('/:'))
  .map(([key, { path, label, permission, title }]) => ({ key, path, label, permission, title }));

export const APP_TITLE = 'Admin Panel';
export const APP_VERSION = 'v2.1.0';

/**
 * docs/product.md#navigation: an entry is active when the path equals its route or continues it
 * after a slash.
 */
export function isActivePath(currentPath: string, route: string): boolean {
  if (route.includes('/:')) {
    // A route with parameters (`/user-table/:id`): each `:name` stands for one path segment.
    const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
    return new RegExp(`^${pattern}(/|$)`).test(currentPath);
  }
  return currentPath === route || currentPath.startsWith(`${route}/`);
}
