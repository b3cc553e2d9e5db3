import type { FastifyInstance } from 'fastify';
import { databaseTarget } from '../config';
import { EventFeed } from '../events/event-feed';
import { startPruning } from '../events/event-pruning';
import type { EventStream } from '../events/event-stream';
import { startStreamUpkeep } from '../events/stream-upkeep';

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

export function registerLiveEvents(app: FastifyInstance): void {
  const { db, config } = app;
  const onError = (error: unknown) => app.log.error({ err: error }, 'live events');
  const feed = new EventFeed(db, databaseTarget(config), config.events.pollMs, onError);
  const streams = new Set<EventStream>();
  const stopUpkeep = startStreamUpkeep(db, config, streams, onError);
  const stopPruning = startPruning(db, config.events, config.now, onError);
  app.decorate('liveEvents', { feed, streams });
  // Before the server waits for open connections to finish: streams never finish by themselves.
  app.addHook('preClose', async () => {
    stopUpkeep();
    stopPruning();
    for (const stream of streams) stream.end();
    await feed.close();
  });
}
