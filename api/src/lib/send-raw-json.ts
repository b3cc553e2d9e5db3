import type { FastifyReply } from 'fastify';

/** Sends text that is already JSON; Fastify passes a string with a JSON type through unmodified. */
export function sendRawJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
