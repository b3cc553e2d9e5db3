import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

// How far a view's anchors may have drifted (decision 050): the rows of its table changed since
// they were walked, from the change events written in the same transaction as each change, and
// the table's newest id (a bulk load writes no events).

export interface Mark {
  /** The newest change event when the anchors were found. */
  event: number;
  /** The table's newest id then: a bulk load writes no change events. */
  newest: number;
}

export async function markOf(db: Kysely<Database>, table: string): Promise<Mark> {
  const result = await sql<{ event: unknown; newest: unknown }>`select
    (select max(id) from change_events) as event,
    (select max(id) from ${sql.table(table)}) as newest`.execute(db);
  return { event: Number(result.rows[0]?.event ?? 0), newest: Number(result.rows[0]?.newest ?? 0) };
}

/** Newer events read to count a list's changes among them (other tables write events too). */
const EVENTS_READ_PER_ANCHOR_STEP = 20;

/**
 * Rows of `entity` changed since `mark` (its events after it, among at most
 * EVENTS_READ_PER_ANCHOR_STEP × `spacing` newer events), or Infinity when there were more
 * events than that or some were pruned.
 */
export async function changedSince(
  db: Kysely<Database>,
  entity: string,
  table: string,
  mark: Mark,
  spacing: number,
): Promise<number> {
  const now = await markOf(db, table);
  const read = EVENTS_READ_PER_ANCHOR_STEP * spacing;
  const result = await sql<{ scanned: unknown; n: unknown; oldest: unknown }>`select
    count(*) as scanned, sum(case when e.entity = ${entity} then 1 else 0 end) as n,
    (select min(id) from change_events) as oldest
    from (select entity from change_events where id > ${mark.event}
      order by id limit ${read}) as e`.execute(db);
  const row = result.rows[0];
  const pruned = Number(row?.oldest ?? 0) > mark.event + 1 && now.event > mark.event;
  if (pruned || Number(row?.scanned ?? 0) >= read) return Infinity;
  return Math.max(Number(row?.n ?? 0), now.newest - mark.newest);
}
