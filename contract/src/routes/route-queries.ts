/** The views every app takes of the manifest; derived here once so no app re-lists routes. */
import { partsOf } from './part-manifest';
import { ROUTES } from './route-manifest';
import type { AppName, RemoteName, RemoteRouteEntry, RouteEntry } from './route-types';

type Entry = (typeof ROUTES)[keyof typeof ROUTES];

/** The exposed module names of one remote, e.g. `'UserTablePage'` for `mfe_users`. */
export type ModuleOf<R extends RemoteName> = Extract<Entry, { app: R }>['module'];

/** Every route, in manifest order. */
export const ROUTE_LIST: readonly RouteEntry[] = Object.values(ROUTES);

export function isRemoteRoute(route: RouteEntry): route is RemoteRouteEntry {
  return route.app !== 'shell';
}

/** Every route served by a remote page. */
export const REMOTE_ROUTES: readonly RemoteRouteEntry[] = ROUTE_LIST.filter(isRemoteRoute);

/** The sidebar entries, in the spec's order. */
export const SIDEBAR_ROUTES: readonly RouteEntry[] = ROUTE_LIST.filter(
  (route) => route.area === 'sidebar',
);

/** The federation id the shell loads for a route: `<remote>/<ExposedModule>`. */
export function moduleIdOf(route: RemoteRouteEntry): string {
  return `${route.app}/${route.module}`;
}

/** The pages one remote serves, in manifest order. */
export function routesOf(remote: RemoteName): readonly RemoteRouteEntry[] {
  return REMOTE_ROUTES.filter((route) => route.app === remote);
}

/**
 * The Module Federation `exposes` map of an app: `{ './UserTablePage': './src/pages/...' }`,
 * its pages and then its parts (decision 041).
 */
export function exposesOf(app: AppName): Record<string, string> {
  if (app === 'shell') return {};
  return Object.fromEntries(
    [...routesOf(app), ...partsOf(app)].map((entry) => [`./${entry.module}`, entry.file]),
  );
}
