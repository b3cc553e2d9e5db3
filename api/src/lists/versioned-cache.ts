import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { TRACKED_TABLES } from '../db/tracked-tables';
import type { AnyListSource } from './list-source';
import { listFilterKey, type ListView } from './list-view';

// What a list's filter yields (its summary, its total, its search breadth) computed once per
// data version: a summary scans every matching row (700 ms for the whole wallet list at
// 1,000,000 users on SQLite, decision 028) and a search's total reads its matches, so every
// admin, every next page and every refetch after a live event asking while nothing changed
// gets the same answer, and concurrent asks share one query. The version is the newest change
// event of the list's own table (and of users, whose names a search reads; decision 040), so
// a write elsewhere (a user's trust, a quiz) no longer recounts Payment, and the recounted
// stat counters, which move with a bulk load.

const CACHED = 100;

async function dataVersion(
  db: Kysely<Database>,
  entities: readonly (string | null)[],
): Promise<string> {
  // One max() per entity: each is a short walk of change_events_entity (events are pruned).
  const newest = entities.map((entity, i) => {
    const where = entity === null ? sql`` : sql`where entity = ${entity}`;
    return sql`(select max(id) from change_events ${where}) as ${sql.ref(`e${i}`)}`;
  });
  // The oldest kept event moves when events are pruned: a change whose event was pruned
  // before anyone asked still moves the version.
  const result = await sql<Record<string, unknown>>`select ${sql.join(newest)},
    (select min(id) from change_events) as oldest,
    (select sum(value) from stat_counters) as counters`.execute(db);
  return Object.values(result.rows[0] ?? {})
    .map((value) => String(value))
    .join(':');
}

/**
 * The change-event entities a view's answer depends on: its table's, and users' for a search
 * (null: any change, for a table without change events).
 */
function entitiesOf(source: AnyListSource, view: ListView): (string | null)[] {
  const own = TRACKED_TABLES.find((tracked) => tracked.table === source.table)?.entity;
  if (!own) return [null];
  const filters = source.declaration.filters as Record<string, { kind: string } | undefined>;
  const searches = Object.keys(view.filters).some((name) => filters[name]?.kind === 'search');
  return searches ? [own, 'user'] : [own];
}

/**
 * `version`: what moves when the answers may change (default: the view's tracked changes and
 * bulk loads, `entitiesOf`).
 */
export function createVersionedCache<T>(
  db: Kysely<Database>,
  compute: (source: AnyListSource, view: ListView) => Promise<T>,
  version?: (db: Kysely<Database>) => Promise<string>,
) {
  const entries = new Map<string, { version: string; value: Promise<T> }>();
  return async (source: AnyListSource, view: ListView): Promise<T> => {
    const key = listFilterKey(source, view);
    const current = await (version ? version(db) : dataVersion(db, entitiesOf(source, view)));
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
