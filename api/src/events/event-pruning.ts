import type { Kysely } from 'kysely';
import type { EventsConfig } from '../events-config';
import type { Database } from '../db/schema';

const HOUR = 3_600_000;

/**
 * Deletes events older than `keepHours` and beyond the newest `keepMax`, always keeping the
 * newest one: a resume point older than the oldest kept event is then known to have missed
 * something (the stream says `reset`). Every instance may prune; deleting twice is harmless.
 */
export async function pruneEvents(
  db: Kysely<Database>,
  events: EventsConfig,
  now: number,
): Promise<number> {
  const newest = await db
    .selectFrom('change_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const maxId = Number(newest?.id ?? 0);
  if (maxId === 0) return 0;
  const result = await db
    .deleteFrom('change_events')
    .where('id', '<', maxId)
    .where((eb) =>
      eb.or([eb('at', '<', now - events.keepHours * HOUR), eb('id', '<=', maxId - events.keepMax)]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Prunes now and then on a timer; returns the stop function, which also waits for a prune in
 * flight, so closing the app never leaves a query running on a pool about to be destroyed.
 */
export function startPruning(
  db: Kysely<Database>,
  events: EventsConfig,
  now: () => Date,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let inFlight: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    inFlight = pruneEvents(db, events, now().getTime()).catch(onError);
  }, events.pruneIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}
