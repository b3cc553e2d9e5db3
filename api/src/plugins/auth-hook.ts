import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { resolveSession } from '../services/session-store';
import { isPublicRoute } from './public-routes';

export const SESSION_COOKIE = 'sid';

/**
 * Deny by default: every route needs a live admin session unless the allow-list in
 * public-routes.ts names it. Routes are marked as they register, so a route added later is
 * protected without anyone remembering to protect it.
 */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('admin', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPublic = methods.every((m) => isPublicRoute(m, route.url));
    route.config = { ...(route.config ?? {}), public: isPublic };
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public === true) return;
    const token = request.cookies[SESSION_COOKIE];
    const admin = token ? await resolveSession(app.db, app.config, token) : null;
    if (!admin) throw new HttpError(401, 'Not signed in');
    request.admin = admin;
  });
}
