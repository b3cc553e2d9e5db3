/**
 * The app servers' own error answers, in the API's error shape `{ success: false, message }`
 * (contract `ErrorResponse`): a client must not need to know which hop refused it. Without
 * this the proxy answered a body without a content type (415), a URL that does not decode
 * (400) or a path with `..` in Fastify's shape or a library's words, and the file server a
 * path outside its folder (403) in Fastify's shape and a missing file as plain text.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FRIENDLY_BY_CODE, SESSION_COOKIE } from '@rewards/http-edge';

export const API_PREFIX = '/api';

export const isApiUrl = (url = ''): boolean =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

export function sendApiError(reply: FastifyReply, status: number, message: string): FastifyReply {
  // No route context when the router refuses: serialized by hand.
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, message }));
}

export const sendNotFound = (reply: FastifyReply): FastifyReply =>
  sendApiError(reply, 404, 'Not found');

/** An error's own status, or 500 for one that names none (a fault, not a refusal). */
const statusOf = (error: FastifyError): number =>
  typeof error.statusCode === 'number' ? error.statusCode : 500;

const hasSessionCookie = (request: FastifyRequest): boolean =>
  (request.headers.cookie ?? '').split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * A URL the API would not route, answered as the API answers one
 * (api/src/plugins/router-errors.ts): 401 without a session, so a bad URL tells nobody which
 * routes exist, otherwise 400.
 */
function sendBadApiUrl(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return hasSessionCookie(request)
    ? sendApiError(reply, 400, 'Invalid URL')
    : sendApiError(reply, 401, 'Not signed in');
}

/** A `..` path segment, raw or percent-encoded: the proxy refuses to forward it. */
function climbsUp(url: string): boolean {
  const raw = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return false; // the router refuses it first (frameworkErrorAnswers)
  }
  return decoded.split('/').includes('..');
}

/** Errors raised in the proxy's scope (body parsing, limits) before the API is asked. */
export function registerApiErrorShape(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (isApiUrl(request.raw.url) && climbsUp(request.raw.url ?? '')) {
      return sendBadApiUrl(request, reply);
    }
  });
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      return sendApiError(
        reply,
        status,
        (error.code && FRIENDLY_BY_CODE[error.code]) || error.message,
      );
    }
    request.log.error({ err: error }, 'api proxy failed');
    return sendApiError(reply, 502, 'The API server is not reachable');
  });
}

/**
 * Errors of the pages and files scope: a path outside the app's folder is a missing file like
 * any other (404, not 403: nothing to learn from it); a server fault is logged and answered
 * without its details.
 */
export function registerFileErrorShape(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH' || status === 404) return sendNotFound(reply);
    if (status >= 400 && status < 500) {
      return sendApiError(reply, status, FRIENDLY_BY_CODE[error.code] ?? 'Bad request');
    }
    request.log.error({ err: error }, 'serving a page or file failed');
    return sendApiError(reply, 500, 'Internal server error');
  });
}

/**
 * Fastify's `frameworkErrors`: the router refuses a URL that does not decode before any route
 * runs. On `/api` as the API would (sendBadApiUrl); elsewhere 400 in the same shape.
 */
export function frameworkErrorAnswers(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (!isApiUrl(request.raw.url)) void sendApiError(reply, error.statusCode ?? 400, 'Invalid URL');
  else if (error.statusCode === 400 || !hasSessionCookie(request))
    void sendBadApiUrl(request, reply);
  else void sendApiError(reply, 500, 'Internal server error');
}
