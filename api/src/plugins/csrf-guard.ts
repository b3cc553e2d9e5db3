import { SESSION_COOKIE } from '@rewards/http-edge';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

// Cross-site request forgery defence (docs/security.md#csrf). SameSite=Strict is not enough:
// every port of one host is the same site, so a page on the public site's port could post with
// the admin's cookie. A write must therefore show that the admin app sent it:
// - with an Origin header (every current browser sends one on a write), that origin must be
//   listed in APP_ORIGINS;
// - without Origin, Sec-Fetch-Site must say `same-origin`;
// - with neither, it cannot come from a browser page, so it is only accepted without a session
//   cookie (curl or a script signing in): there is no ambient credential to forge.
// Login and logout are writes too (login CSRF would sign the admin into the attacker's account).

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_MESSAGE = 'Request refused: it did not come from the admin app';

type Verdict = { allowed: true } | { allowed: false; reason: string };

export function csrfVerdict(request: FastifyRequest, appOrigins: string[]): Verdict {
  if (SAFE_METHODS.has(request.method)) return { allowed: true };
  // An API token (Authorization header, no cookie) is no ambient credential: a page cannot
  // make the browser add it, so there is nothing to forge (decision 034). Cookie requests,
  // with or without the header, go through every check below.
  if (request.headers.authorization !== undefined && request.cookies[SESSION_COOKIE] === undefined)
    return { allowed: true };
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return appOrigins.includes(origin)
      ? { allowed: true }
      : { allowed: false, reason: `Origin ${origin} is not in APP_ORIGINS` };
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) {
    return fetchSite === 'same-origin'
      ? { allowed: true }
      : { allowed: false, reason: `Sec-Fetch-Site ${String(fetchSite)} without Origin` };
  }
  return request.cookies[SESSION_COOKIE] === undefined
    ? { allowed: true }
    : { allowed: false, reason: 'session cookie without Origin or Sec-Fetch-Site' };
}

/** Runs before the auth hook, on every URL, so a refused write never reaches a route. */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const verdict = csrfVerdict(request, app.config.appOrigins);
    if (verdict.allowed) return;
    request.log.warn({ reason: verdict.reason }, 'cross-origin write refused');
    throw new HttpError(403, CSRF_MESSAGE);
  });
}
