import { COUNTED_ENTITIES, type EventCounts, entityOf, type LiveEvent } from '@rewards/contract';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { computeCounts } from './event-counts';
import { EVENT_PAGE, eventBounds, eventsAfter } from './event-rows';

/** What a stream gets from the feed: every new event once, in id order, and new counts. */
export interface FeedSubscriber {
  onEvents(events: LiveEvent[]): void;
  onCounts(counts: EventCounts): void;
}

interface Gap {
  id: number;
  horizon: string;
  passed: boolean;
}

const GAP_RECHECK_MS = 50;

/**
 * The one reader of `change_events` per process, shared by every open stream (decision 015).
 * Woken by the dialect's watcher (LISTEN/NOTIFY or a timer), it reads what follows its cursor
 * and hands each event to every subscriber exactly once and in id order. On PostgreSQL an id
 * can become visible after a larger one; the reader then waits at the gap until the database
 * says every transaction that could fill it has ended.
 */
export class EventFeed {
  private cursor = 0;
  private gap: Gap | null = null;
  private readonly subscribers = new Set<FeedSubscriber>();
  private started: Promise<void> | null = null;
  private stopWatching: (() => Promise<void>) | null = null;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private gapTimer: NodeJS.Timeout | undefined;
  private counting: Promise<void> | null = null;
  private countAgain = false;
  private closed = false;
  /** Sees every batch as it goes out (the metrics' event lag, metrics/metrics-hooks.ts). */
  onDispatch: ((events: readonly LiveEvent[]) => void) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly target: string,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
    /** Runs before each batch goes out (the streams' session re-check); a failure holds it back. */
    private readonly beforeDispatch: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** Starts on the first stream, so an instance nobody watches holds no LISTEN connection. */
  start(): Promise<void> {
    this.started ??= (async () => {
      this.cursor = (await eventBounds(this.db)).max;
      this.stopWatching = await dialectOf(this.db).watchChanges(
        this.target,
        () => void this.read(),
        this.pollMs,
      );
    })().catch((error: unknown) => {
      // The database was away: the next stream tries again.
      this.started = null;
      throw error;
    });
    return this.started;
  }

  /** Events up to this id have been handed to the subscribers (or precede them all). */
  get position(): number {
    return this.cursor;
  }

  subscribe(subscriber: FeedSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Reads until nothing new; a wake-up during a read makes it read once more. */
  read(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.readAgain = false;
          await this.readAll();
        } while (this.readAgain && !this.closed);
      } catch (error) {
        this.onError(error);
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.gapTimer);
    await this.reading;
    await this.counting;
    await this.stopWatching?.();
  }

  private async readAll(): Promise<void> {
    for (;;) {
      const events = await eventsAfter(this.db, this.cursor);
      const ready = await this.contiguous(events);
      if (ready.length > 0) {
        // On failure the cursor stays: the batch goes out after a later wake-up, not unchecked.
        await this.beforeDispatch();
        this.dispatch(ready);
      }
      if (ready.length < events.length || events.length < EVENT_PAGE) return;
    }
  }

  /** The events that can go out now: up to the first gap that may still fill. */
  private async contiguous(events: LiveEvent[]): Promise<LiveEvent[]> {
    const dialect = dialectOf(this.db);
    let expected = this.cursor + 1;
    for (const [index, event] of events.entries()) {
      if (event.id !== expected) {
        if (this.gap?.id !== expected) {
          const horizon = await dialect.eventHorizon(this.db);
          if (horizon === null) return events;
          this.gap = { id: expected, horizon, passed: false };
        }
        if (!this.gap.passed) {
          this.gap.passed = await dialect.horizonPassed(this.db, this.gap.horizon);
          // Passed: read again, since the missing ids may have committed just before.
          if (this.gap.passed) this.readAgain = true;
          else this.recheckGap();
          return events.slice(0, index);
        }
        // Still missing after every transaction that could write it ended: rolled back.
        this.gap = null;
      }
      expected = event.id + 1;
    }
    return events;
  }

  private recheckGap(): void {
    clearTimeout(this.gapTimer);
    this.gapTimer = setTimeout(() => void this.read(), GAP_RECHECK_MS);
    this.gapTimer.unref();
  }

  private dispatch(events: LiveEvent[]): void {
    this.cursor = events[events.length - 1]?.id ?? this.cursor;
    for (const subscriber of this.subscribers) subscriber.onEvents(events);
    this.onDispatch?.(events);
    if (events.some((e) => COUNTED_ENTITIES.includes(entityOf(e.type)))) void this.sendCounts();
  }

  /** One count at a time (so an older answer never follows a newer one), coalescing bursts. */
  private async sendCounts(): Promise<void> {
    if (this.counting) {
      this.countAgain = true;
      return;
    }
    this.counting = (async () => {
      do {
        this.countAgain = false;
        if (this.subscribers.size === 0 || this.closed) return;
        try {
          const counts = await computeCounts(this.db);
          for (const subscriber of this.subscribers) subscriber.onCounts(counts);
        } catch (error) {
          this.onError(error);
        }
      } while (this.countAgain);
    })();
    await this.counting;
    this.counting = null;
  }
}
