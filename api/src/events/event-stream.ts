import type { ServerResponse } from 'node:http';
import {
  EVENT_PERMISSIONS,
  type EventCounts,
  entityOf,
  type LiveEvent,
  type Role,
  roleHas,
  SSE_EVENTS,
} from '@rewards/contract';
import { countsFor } from './event-counts';
import type { FeedSubscriber } from './event-feed';
import { SSE_HEARTBEAT, sseMessage, sseRetry } from './sse-format';

export interface StreamOwner {
  adminId: number;
  /** The client's address as the API sees it (the trusted proxy's forwarded one). */
  address: string;
}

/** A client that stops reading is dropped beyond this; it reconnects and resumes by id. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * One open `GET /api/events` response. Events reach it from the feed (live) and from the
 * backlog (after a resume); `lastId` only grows, so an id can be sent at most once, and the
 * feed's order keeps it at least once. Live events wait in `queued` while the backlog is read.
 */
export class EventStream implements FeedSubscriber {
  private queued: LiveEvent[] | null = [];
  private ended = false;

  constructor(
    private readonly raw: ServerResponse,
    /** The session this stream belongs to (the upkeep re-checks it). */
    readonly tokenHash: string,
    public role: Role,
    private lastId: number,
    /** Whose stream and from where: the caps per account and per address count by them. */
    readonly owner: StreamOwner,
  ) {
    raw.once('close', () => {
      this.ended = true;
    });
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  get position(): number {
    return this.lastId;
  }

  onEvents(events: LiveEvent[]): void {
    if (this.queued) this.queued.push(...events);
    else this.send(events);
  }

  onCounts(counts: EventCounts): void {
    this.write(sseMessage(SSE_EVENTS.counts, countsFor(this.role, counts)));
  }

  /** Sends backlog events (in id order); `finishBacklog` then lets the live ones through. */
  send(events: LiveEvent[]): void {
    let out = '';
    for (const event of events) {
      if (event.id <= this.lastId) continue;
      this.lastId = event.id;
      if (roleHas(this.role, EVENT_PERMISSIONS[entityOf(event.type)])) {
        out += sseMessage(SSE_EVENTS.change, event, event.id);
      }
    }
    if (out) this.write(out);
  }

  finishBacklog(): void {
    const queued = this.queued ?? [];
    this.queued = null;
    this.send(queued);
  }

  /**
   * A comment line, with the id of the last event this stream passed over: events the role
   * may not see still move the browser's Last-Event-ID, so a resume does not read them again.
   */
  heartbeat(): void {
    this.write(`id: ${this.lastId}\n${SSE_HEARTBEAT}`);
  }

  write(chunk: string): void {
    if (this.ended) return;
    if (this.raw.writableLength > MAX_BUFFERED_BYTES) return this.end();
    this.raw.write(chunk);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.raw.end();
  }

  /**
   * Ends the stream for a newer one of the same account. `retry` first: the browser's own
   * reconnect waits that long, so two tabs beyond the cap do not keep replacing each other.
   */
  replace(retryMs: number): void {
    this.write(sseRetry(retryMs));
    this.end();
  }
}
