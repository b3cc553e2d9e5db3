import { roleHas } from '@rewards/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { resolveSession } from '../services/session-store';
import { isPublicRoute } from './public-routes';

export const SESSION_COOKIE = 'sid';

/**
 * Deny by default, twice: every route needs a live admin session unless the allow-list in
 * public-routes.ts names it, and every non-public route must declare the permission it needs
 * (`config: { permission }`) or the app refuses to start. Routes are checked as they register,
 * so a route added later cannot be forgotten.
 */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('admin', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPublic = methods.every((m) => isPublicRoute(m, route.url));
    if (!isPublic && route.config?.permission === undefined) {
      throw new Error(`${methods.join(',')} ${route.url} declares no permission`);
    }
    route.config = { ...(route.config ?? {}), public: isPublic };
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config?.public === true) return;
    const token = request.cookies[SESSION_COOKIE];
    const admin = token ? await resolveSession(app.db, app.config, token) : null;
    if (!admin) throw new HttpError(401, 'Not signed in');
    request.admin = admin;
    // Only the not-found handler has no permission (registration refuses any route without).
    const permission = config?.permission;
    if (permission !== undefined && !roleHas(admin.role, permission)) {
      throw new HttpError(403, 'You do not have access to this action');
    }
    if (admin.mustChangePassword && permission !== 'account:self') {
      throw new HttpError(403, 'Change your one-time password first');
    }
  });
}
