import { FRIENDLY_BY_CODE } from '@rewards/http-edge';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseErrorStatus } from '../lib/database-errors';
import { toMultipartError } from '../lib/multipart-errors';

// One place that shapes every failure as {success:false, message}. 4xx messages are written
// for people; anything else becomes a generic 500 so no stack trace or SQL leaks out.

interface ErrorPayload {
  success: false;
  message: string;
  error?: string;
  reason?: string;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  reason?: string,
): void {
  const body: ErrorPayload = { success: false, message };
  if (request.routeOptions.config?.errorField) body.error = message;
  // A money decision's refusal names its kind, so screens title it alike (the admin review).
  if (reason !== undefined) body.reason = reason;
  void reply.code(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // A broken multipart body fails inside whichever upload route reads it; mapped here once,
    // so every upload route answers it with a 4xx.
    const error = (request.isMultipart() ? toMultipartError(thrown) : thrown) as FastifyError;
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && FRIENDLY_BY_CODE[error.code]) || error.message || 'Bad request';
      const { reason } = error as { reason?: unknown };
      send(request, reply, status, message, typeof reason === 'string' ? reason : undefined);
      return;
    }
    const database = databaseErrorStatus(error);
    if (database) {
      if (database.status >= 500) request.log.warn({ err: error }, 'database unavailable');
      send(request, reply, database.status, database.message);
      return;
    }
    request.log.error({ err: error }, 'request failed');
    send(request, reply, 500, 'Internal server error');
  });

  app.setNotFoundHandler((request, reply) => {
    send(request, reply, 404, 'Not found');
  });
}
