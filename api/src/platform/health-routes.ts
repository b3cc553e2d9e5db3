import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { StrictObject } from '@rewards/contract';

const Status = StrictObject({ status: Type.Literal('ok') });
const NotReady = StrictObject({ success: Type.Literal(false), message: Type.String() });

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Liveness: the process answers. Never touches the database, so a slow disk cannot get
  // a healthy process restarted.
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        security: [],
        response: { 200: Status },
      },
    },
    async () => ({
      status: 'ok' as const,
    }),
  );

  // Readiness: the database answers a trivial query.
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers (503 when not)',
        security: [],
        response: { 200: Status, 503: NotReady },
      },
    },
    async (_req, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch {
        return reply.code(503).send({ success: false as const, message: 'Database unavailable' });
      }
    },
  );
};
