import { roleHas } from '@rewards/contract';
import { SESSION_COOKIE } from '@rewards/http-edge';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminIdentity } from '../fastify-types';
import { HttpError } from '../lib/http-error';
import { resolveDeployToken, resolvePersonalToken } from '../platform/access/api-token-auth';
import { resolveSession } from '../platform/access/session-store';
import { requireFreshCheck } from '../platform/mfa/step-up';
import { bearerToken } from './bearer-token';
import { refuseBeforeEnrolment } from './enrolment-gate';
import { isPublicRoute } from './public-routes';

/**
 * Deny by default, twice: every route needs a live admin session (or a personal API token)
 * unless the allow-list in public-routes.ts names it, and every non-public route must declare
 * the permission it needs (`config: { permission }`, or `deployToken` for the one route deploy
 * scripts call) or the app refuses to start. Routes are checked as they register, so a route
 * added later cannot be forgotten.
 */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('admin', null);
  app.decorateRequest('deployToken', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPublic = methods.every((m) => isPublicRoute(m, route.url));
    const declared = route.config?.permission !== undefined || route.config?.deployToken === true;
    if (!isPublic && !declared) {
      throw new Error(`${methods.join(',')} ${route.url} declares no permission`);
    }
    route.config = { ...(route.config ?? {}), public: isPublic };
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config?.public === true) return;
    const bearer = bearerToken(request);
    // Two credentials would make it unclear whose request this is (and a page could add a
    // header to a cookie request): one or the other.
    if (bearer !== null && request.cookies[SESSION_COOKIE] !== undefined) {
      throw new HttpError(400, 'Send either the session cookie or an API token, not both');
    }
    if (config?.deployToken === true) {
      request.deployToken = bearer ? await resolveDeployToken(app.db, app.config, bearer) : null;
      if (!request.deployToken) throw new HttpError(401, 'A valid deploy token is required');
      return;
    }
    const admin = await identify(app, request, bearer);
    if (!admin) throw new HttpError(401, bearer ? 'Invalid or expired API token' : 'Not signed in');
    request.admin = admin;
    if (bearer !== null && config?.sessionOnly === true) {
      throw new HttpError(403, 'Sign in to the admin app for this action');
    }
    // Only the not-found handler has no permission (registration refuses any route without).
    const permission = config?.permission;
    if (permission !== undefined && !roleHas(admin.role, permission)) {
      throw new HttpError(403, 'You do not have access to this action');
    }
    if (admin.mustChangePassword && permission !== 'account:self') {
      throw new HttpError(403, 'Change your one-time password first');
    }
    if (admin.mustEnrolFactor) refuseBeforeEnrolment(request.method, request.routeOptions.url);
    if (config?.stepUp === true) requireFreshCheck(request);
  });
}

/** The admin behind the cookie session, or behind a personal token (acting with its role). */
async function identify(
  app: FastifyInstance,
  request: FastifyRequest,
  bearer: string | null,
): Promise<AdminIdentity | null> {
  if (bearer !== null) return resolvePersonalToken(app.db, app.config, bearer);
  const token = request.cookies[SESSION_COOKIE];
  return token ? resolveSession(app.db, app.config, token) : null;
}
