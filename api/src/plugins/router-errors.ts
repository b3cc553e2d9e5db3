import { SESSION_COOKIE } from '@rewards/http-edge';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveSession } from '../platform/access/session-store';

// Errors the router raises before any route (or hook) runs: a URL that does not decode
// (FST_ERR_BAD_URL) or a path parameter over the length cap (FST_ERR_MAX_PARAM_LENGTH).
// Without a handler they skip the auth hook and answer with Fastify's own shape and codes,
// which let anyone probe which routes exist. Here an /api request without a live session
// gets the same 401 as any other; everything else a plain 400, both in the one error shape.

function sendError(reply: FastifyReply, status: number, message: string): void {
  // The request has no route context here, so the body is serialized by hand.
  void reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, message }));
}

async function signedIn(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
  return token ? (await resolveSession(app.db, app.config, token)) !== null : false;
}

/** Fastify's `frameworkErrors` option; takes a getter because the app does not exist yet. */
export function routerErrorHandler(getApp: () => FastifyInstance) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const app = getApp();
    const url = request.raw.url ?? '';
    const handle = async () => {
      if (url.startsWith('/api/') && !(await signedIn(app, request))) {
        sendError(reply, 401, 'Not signed in');
      } else if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        sendError(reply, 400, 'Invalid URL');
      } else {
        request.log.error({ err: error }, 'router error');
        sendError(reply, 500, 'Internal server error');
      }
    };
    handle().catch((err: unknown) => {
      request.log.error({ err }, 'router error handling failed');
      sendError(reply, 500, 'Internal server error');
    });
  };
}
