import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EventCountsResponse,
  EventStreamHeaders,
  EventStreamQuery,
  responses,
} from '@rewards/contract';
import { Type } from '@sinclair/typebox';
import { computeCounts, countsFor } from '../events/event-counts';
import { openEventStream } from '../events/open-stream';

const tags = ['events'];

// Every signed-in admin may open the stream; each event is filtered by the permission of its
// entity (EVENT_PERMISSIONS), each count by its own (COUNT_PERMISSIONS). A browser session
// only: the stream re-checks its session before every batch and is capped per session and
// account; an API token has no session to re-check (it answered 500, the attack review), and a script
// polls the lists instead.
export const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/events',
    {
      config: { permission: 'dashboard:read', sessionOnly: true },
      // A HEAD would open a stream with nothing to read it.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Live updates as Server-Sent Events (ready/reset, counts, change)',
        querystring: EventStreamQuery,
        headers: EventStreamHeaders,
        response: responses({ 200: Type.Unsafe({ type: 'string', format: 'event-stream' }) }),
      },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const resumeAfter = header !== undefined ? Number(header) : request.query.since;
      await openEventStream(request, reply, resumeAfter);
    },
  );

  app.get(
    '/api/events/counts',
    {
      config: { permission: 'dashboard:read' },
      schema: {
        tags,
        summary: 'The sidebar badges',
        response: responses({ 200: EventCountsResponse }),
      },
    },
    async (request) => ({
      success: true as const,
      data: countsFor(request.admin!.role, await computeCounts(app.db)),
    }),
  );
};
