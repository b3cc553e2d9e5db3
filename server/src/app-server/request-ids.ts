/**
 * One id per request, in every log line about it, on the answer (`X-Request-Id`) and sent on
 * to the API, which logs it too: one id follows a request from the shell to the database.
 * An id a trusted hop (a load balancer) already gave is kept; anything unlike an id is not.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '../config/api-names';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** The id on every answer, so a user's report or a browser trace finds the log lines. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
