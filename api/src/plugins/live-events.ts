import type { FastifyInstance } from 'fastify';
import { databaseTarget } from '../config';
import { EventFeed } from '../events/event-feed';
import { startPruning } from '../events/event-pruning';
import { registerChangeIds } from '../events/change-ids';
import type { EventStream } from '../events/event-stream';
import { recheckSessions, startStreamUpkeep } from '../events/stream-upkeep';

/** The process's live-update machinery: one feed, the open streams (decision 015). */
export interface LiveEvents {
  feed: EventFeed;
  streams: Set<EventStream>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

// Sign-out, session revocation, password changes and role or account changes: a write to one
// of these may end a session or change a role.
const ACCOUNT_ROUTES = /^\/api\/admins?\//;

export function registerLiveEvents(app: FastifyInstance): void {
  const { db, config } = app;
  const onError = (error: unknown) => app.log.error({ err: error }, 'live events');
  const streams = new Set<EventStream>();
  const recheck = () => recheckSessions(db, config, streams);
  const feed = new EventFeed(db, databaseTarget(config), config.events.pollMs, onError, recheck);
  const stopUpkeep = startStreamUpkeep(recheck, config, streams, onError);
  const stopPruning = startPruning(db, config.events, config.now, onError);
  app.decorate('liveEvents', { feed, streams });
  registerChangeIds(app);
  // The change is committed when the answer goes out: this instance's streams end or re-filter
  // at once; other instances re-check before their next batch of events (the feed above).
  app.addHook('onResponse', async (request, reply) => {
    if (streams.size === 0 || request.method === 'GET' || reply.statusCode >= 400) return;
    if (!ACCOUNT_ROUTES.test(request.routeOptions.url ?? '')) return;
    await recheck().catch(onError);
  });
  // Before the server waits for open connections to finish: streams never finish by themselves.
  app.addHook('preClose', async () => {
    stopUpkeep();
    await stopPruning();
    for (const stream of streams) stream.end();
    await feed.close();
  });
}
