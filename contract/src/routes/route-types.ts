import type { Permission } from '../permissions';

/** Federation container names of the remotes (`createAppConfig({ name })`). */
export type RemoteName = 'mfe_users' | 'mfe_payments' | 'mfe_content' | 'mfe_public';
export type AppName = 'shell' | RemoteName;

/**
 * `public`: no sidebar or top bar, no login. `sidebar`: admin, listed in the sidebar.
 * `admin-link`: admin, reached only through links (dashboard cards, the task hub).
 */
export type RouteArea = 'public' | 'sidebar' | 'admin-link';

/** What every route says about itself. */
interface RouteBase {
  path: string;
  /** Sidebar label where the route has one, else the page's link or dev-nav label. */
  label: string;
  area: RouteArea;
  /** Admin routes: what the signed-in admin needs to see the screen (docs/permissions.md). */
  permission?: Permission;
  /** The page's heading where it differs from the label ('Banner Management' for Home Manage). */
  title?: string;
}

export interface ShellRouteEntry extends RouteBase {
  app: 'shell';
}

export interface RemoteRouteEntry extends RouteBase {
  app: RemoteName;
  /** Exposed module name; the shell loads `<app>/<module>`, whose default export is the page. */
  module: string;
  /** The page file, relative to the remote's folder. */
  file: string;
  /**
   * The server-paged list the page opens on: the shell asks for its first page at boot, beside
   * the session check and the page's code, under the key the page reads (decision 064). Its
   * data set (`DATA_SETS` of @rewards/shared) and API path (its list declaration's `path`).
   */
  firstList?: { dataSet: string; api: string };
}

export type RouteEntry = ShellRouteEntry | RemoteRouteEntry;
