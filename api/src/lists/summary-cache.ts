import { type Kysely, sql } from 'kysely';
import type { ListSummary } from '@rewards/contract';
import type { Database } from '../db/schema';
import type { AnyListSource } from './list-source';
import { listSummary } from './list-summary';
import { listFilterKey, type ListView } from './list-view';

// A summary scans every matching row (700 ms for the whole wallet list at 1,000,000 users on
// SQLite, decision 028), so it is computed once per data version and filter: every admin
// (and every refetch after a live event) asking for the same cards while nothing changed gets
// the same answer, and concurrent asks share one query. The version moves with every tracked
// change (the newest change event) and with a bulk load (the recounted stat counters).

const CACHED = 100;

async function dataVersion(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ events: unknown; counters: unknown }>`select
    (select max(id) from change_events) as events,
    (select sum(value) from stat_counters) as counters`.execute(db);
  const row = result.rows[0];
  return `${String(row?.events)}:${String(row?.counters)}`;
}

export function createSummaryCache(db: Kysely<Database>) {
  const entries = new Map<string, { version: string; summary: Promise<ListSummary> }>();
  return async (source: AnyListSource, view: ListView): Promise<ListSummary> => {
    const key = listFilterKey(source, view);
    const version = await dataVersion(db);
    const hit = entries.get(key);
    if (hit?.version === version) return hit.summary;
    const entry = { version, summary: listSummary(db, source, view) };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > CACHED) entries.delete(entries.keys().next().value as string);
    entry.summary.catch(() => entries.get(key) === entry && entries.delete(key));
    return entry.summary;
  };
}
