import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { AnyListSource } from './list-source';
import { listFilterKey, type ListView } from './list-view';

// What a list's filter yields (its summary, its total) computed once per data version: a
// summary scans every matching row (700 ms for the whole wallet list at 1,000,000 users on
// SQLite, decision 028) and a search's capped total walks most of the table, so every admin,
// every next page and every refetch after a live event asking while nothing changed gets the
// same answer, and concurrent asks share one query. The version moves with every tracked
// change (the newest change event) and with a bulk load (the recounted stat counters).

const CACHED = 100;

export async function dataVersion(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ events: unknown; counters: unknown }>`select
    (select max(id) from change_events) as events,
    (select sum(value) from stat_counters) as counters`.execute(db);
  const row = result.rows[0];
  return `${String(row?.events)}:${String(row?.counters)}`;
}

/** `version`: what moves when the answers may change (default: tracked changes, bulk loads). */
export function createVersionedCache<T>(
  db: Kysely<Database>,
  compute: (source: AnyListSource, view: ListView) => Promise<T>,
  version: (db: Kysely<Database>) => Promise<string> = dataVersion,
) {
  const entries = new Map<string, { version: string; value: Promise<T> }>();
  return async (source: AnyListSource, view: ListView): Promise<T> => {
    const key = listFilterKey(source, view);
    const current = await version(db);
    const hit = entries.get(key);
    if (hit?.version === current) return hit.value;
    const entry = { version: current, value: compute(source, view) };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > CACHED) entries.delete(entries.keys().next().value as string);
    entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
    return entry.value;
  };
}
