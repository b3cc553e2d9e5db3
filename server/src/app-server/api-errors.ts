/**
 * The shell's own answers on `/api` in the API's error shape, `{ success: false, message }`
 * (contract `ErrorResponse`): a client must not need to know which hop refused it. Without
 * this the proxy answered a body without a content type (415) or a URL that does not decode
 * (400) in Fastify's shape.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FRIENDLY_BY_CODE, SESSION_COOKIE } from '@rewards/http-edge';

export const API_PREFIX = '/api';

export const isApiUrl = (url = ''): boolean =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

export function sendApiError(reply: FastifyReply, status: number, message: string): void {
  // No route context when the router refuses: serialized by hand.
  void reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, message }));
}

/** Errors raised in the proxy's scope (body parsing, limits) before the API is asked. */
export function registerApiErrorShape(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      sendApiError(reply, status, (error.code && FRIENDLY_BY_CODE[error.code]) || error.message);
      return;
    }
    request.log.error({ err: error }, 'api proxy failed');
    sendApiError(reply, 502, 'The API server is not reachable');
  });
}

const hasSessionCookie = (request: FastifyRequest): boolean =>
  (request.headers.cookie ?? '').split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * Fastify's `frameworkErrors`: the router refuses a URL that does not decode before any route
 * runs. On `/api` it answers as the API would (api/src/plugins/router-errors.ts): 401 without
 * a session, so a bad URL tells nobody which routes exist, otherwise 400.
 */
export function apiAwareFrameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (!isApiUrl(request.raw.url)) {
    void reply.code(error.statusCode ?? 400).send(error);
  } else if (!hasSessionCookie(request)) {
    sendApiError(reply, 401, 'Not signed in');
  } else if (error.statusCode === 400) {
    sendApiError(reply, 400, 'Invalid URL');
  } else {
    sendApiError(reply, 500, 'Internal server error');
  }
}
