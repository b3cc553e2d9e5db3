import { SESSION_COOKIE } from '@rewards/http-edge';
import { SSE_EVENTS } from '@rewards/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSessionToken } from '../lib/session-token';
import { answerLabels } from '../lib/answer-labels';
import { computeCounts } from './event-counts';
import { eventBounds, EVENT_PAGE, eventsAfter } from './event-rows';
import { EventStream } from './event-stream';
import { sseMessage, sseRetry } from './sse-format';
import { makeRoomForStream } from './stream-caps';

const RETRY_MS = 2_000;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: no proxy may compress or otherwise hold the stream back.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  // No `connection: keep-alive`: HTTP/1.1 keeps the socket by default, and naming it stops
  // Node from closing a socket at MAX_REQUESTS_PER_SOCKET (the next request got an empty 503).
};

/**
 * Turns a signed-in `GET /api/events` into a stream: resume point from `Last-Event-ID` (or
 * `?since=`), `reset` when events after it were pruned, the backlog, then live events.
 */
export async function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  resumeAfter: number | undefined,
): Promise<void> {
  const { db, config, liveEvents } = request.server;
  const { feed, streams } = liveEvents;
  const admin = request.admin;
  const token = request.cookies[SESSION_COOKIE];
  if (!admin || !token) throw new Error('the auth hook lets only signed-in requests through');
  await feed.start();
  const bounds = resumeAfter === undefined ? null : await eventBounds(db);
  const missed = bounds !== null && (resumeAfter! < bounds.min - 1 || resumeAfter! > bounds.max);
  const from = resumeAfter === undefined || missed ? feed.position : resumeAfter;
  const tokenHash = hashSessionToken(token);
  const owner = { adminId: admin.id, address: request.ip };
  // Counted after the awaits above, right before the add: concurrent opens cannot slip past.
  makeRoomForStream(streams, config.events, tokenHash, owner);
  const stream = new EventStream(reply.raw, tokenHash, admin.role, from, owner);

  reply.hijack();
  // The stream outlives the server's idle timeout; heartbeats keep it busy, and a peer that
  // stops reading is still cut after a few missed ones.
  request.raw.socket.setTimeout(config.events.heartbeatMs * 3);
  // Hijacked: the security headers the hooks set on the reply are copied over by hand.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.raw.writeHead(200, SSE_HEADERS);
  // A hijacked reply skips the onResponse hook that counts every other answer: counted as it
  // opens, with no duration (a stream's lifetime is not an answer time).
  request.server.metrics.httpRequests.inc(answerLabels(request, 200));
  streams.add(stream);
  const unsubscribe = feed.subscribe(stream);
  reply.raw.once('close', () => {
    unsubscribe();
    streams.delete(stream);
  });
  const upTo = feed.position;
  stream.write(sseRetry(RETRY_MS));
  stream.write(sseMessage(missed ? SSE_EVENTS.reset : SSE_EVENTS.ready, { lastId: from }, from));
  try {
    stream.onCounts(await computeCounts(db));
    for (let page = EVENT_PAGE; page === EVENT_PAGE && stream.isOpen;) {
      const events = await eventsAfter(db, stream.position, upTo);
      stream.send(events);
      page = events.length;
    }
    stream.finishBacklog();
  } catch (error) {
    request.log.error({ err: error }, 'event stream backlog failed');
    stream.end();
  }
}
