/**
 * Filling in a route's path, and the user's page path, apart from the route manifest: a
 * remote that links to a user's page (every list naming a user does) bundles these few
 * lines, not the whole manifest it does not otherwise read (decision 049: 1.5 KB gzip on the
 * user table's first load). `ROUTES.userDetail.path` is this constant.
 */
export const USER_DETAIL_PATH = '/user-table/:id';

/** A path with its `:name` parts filled in: `routePath(ROUTES.userDetail.path, { id: 5 })`. */
export function routePath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:(\w+)/g, (part, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : part,
  );
}

/** A user's page (`ROUTES.userDetail`), the link every screen naming a user uses. */
export const userPath = (id: number): string => routePath(USER_DETAIL_PATH, { id });
