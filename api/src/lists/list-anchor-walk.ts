import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import type { CursorState } from '../services/user-list-cursor';
import { normaliseKey, pageEntries, type PageEntry, type PageStart } from './list-page';
import { type AnyListSource, columnRef, fromTable, sortExpression } from './list-source';
import { listCondition, type ListView } from './list-view';

// How a view's anchors are found (decision 050): the row `spacing` rows on from the last
// anchor, again and again. SQLite answers each step in process (an index seek and a short
// OFFSET, ~20 µs of overhead); on PostgreSQL each would be a round trip (540 steps: 500 ms
// at 600,000 rows against 50 ms for the OFFSET), so it is one recursive query there, each step
// a row-value seek, which PostgreSQL's B-tree serves (SQLite would scan from the index's start).

/** The next `count` anchors after `last` (null: from the first row), fewer at the view's end. */
export async function walkAnchors(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
  last: CursorState | null,
  spacing: number,
  count: number,
): Promise<CursorState[]> {
  const found =
    dialectOf(db).name === 'postgres'
      ? await recursiveWalk(db, source, view, last, spacing, count)
      : await steppedWalk(db, source, view, last, spacing, count);
  return found.map((entry) => ({
    key: normaliseKey(entry.key),
    id: Number(entry.id),
    position: 0,
  }));
}

async function steppedWalk(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
  last: CursorState | null,
  spacing: number,
  count: number,
): Promise<PageEntry[]> {
  const found: PageEntry[] = [];
  let after = last;
  while (found.length < count) {
    const start: PageStart = after ? { after, skip: spacing - 1 } : { position: spacing - 1 };
    const [entry] = await pageEntries(db, source, view, start, 1);
    if (!entry) break;
    found.push(entry);
    after = { key: normaliseKey(entry.key), id: Number(entry.id), position: 0 };
  }
  return found;
}

async function recursiveWalk(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
  last: CursorState | null,
  spacing: number,
  count: number,
): Promise<PageEntry[]> {
  const { key, direction } = view.sort;
  const column = sortExpression(db, source, key);
  const id = columnRef(source, 'id');
  const dir = sql.raw(direction);
  const compare = sql.raw(direction === 'asc' ? '>' : '<');
  const where = listCondition(db, source, view);
  const step = (after: ReturnType<typeof sql> | null) => sql`select ${column} as key, ${id} as id
    from ${fromTable(source)} where ${where}
    ${after ? sql`and (${column}, ${id}) ${compare} ${after}` : sql``}
    order by ${column} ${dir}, ${id} ${dir} limit 1 offset ${spacing - 1}`;
  const first = last ? step(sql`(${last.key}, ${last.id})`) : step(null);
  const result = await sql<PageEntry>`with recursive walk (n, key, id) as (
      select 1, found.key, found.id from (${first}) as found
      union all
      select walk.n + 1, next.key, next.id from walk
        cross join lateral (${step(sql`(walk.key, walk.id)`)}) as next
        where walk.n < ${count}
    ) select key, id from walk order by n`.execute(db);
  return result.rows;
}
