/**
 * One id per request, in every log line about it and on the answer (`X-Request-Id`). The shell's
 * `/api` proxy sends its id on to the API, so one id follows a request through both servers'
 * logs; an id a trusted hop already gave is kept, anything unlike an id is replaced, so a
 * client cannot forge log lines.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** The id on every answer too, so a report from a user or a browser trace finds the logs. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
