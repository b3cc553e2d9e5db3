/**
 * `@rewards/contract/routes`: the route manifest. Dependency-free on purpose: browser code
 * and the Node-side Rspack configs both import it.
 */
export { ROUTES, type RouteKey } from './route-manifest';
export { routePath, userPath } from './route-path';
export { PARTS, partModuleId, partsOf, type PartEntry } from './part-manifest';
export {
  REMOTE_ROUTES,
  ROUTE_LIST,
  SIDEBAR_ROUTES,
  exposesOf,
  isRemoteRoute,
  moduleIdOf,
  routesOf,
  type ModuleOf,
} from './route-queries';
export type {
  AppName,
  RemoteName,
  RemoteRouteEntry,
  RouteArea,
  RouteEntry,
  ShellRouteEntry,
} from './route-types';
export { CONTAINER_MANIFEST_KEY } from './remote-manifest';
export {
  REMOTES_ELEMENT_ID,
  PUBLIC_CLIENT_FILE,
  SSR_DIR,
  SSR_MODULE_ATTRIBUTE,
  SSR_INDEX_FILE,
  ssrIndexUrl,
  type SsrIndex,
  type SsrIndexEntry,
} from './ssr-index';
