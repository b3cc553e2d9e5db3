import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import type { CursorState } from './list-cursor';
import { normaliseKey, pageEntries, type PageEntry, viewOrder } from './list-page';
import { type AnyListSource, fromTable } from './list-source';
import type { ListView } from './list-view';

// How a view's anchors are found (decision 050): the row `spacing` rows on from the last
// anchor, again and again. SQLite answers each step in process, one statement compiled once
// (540 steps to 90% of 600,000 rows: 42-80 ms, the OFFSET there 7-38 ms). On PostgreSQL each
// step would be a round trip (500 ms against 50 ms for the OFFSET), so it is one recursive
// query there, each step a row-value seek, which PostgreSQL's B-tree serves (SQLite reads a
// row-value comparison from the index's start).

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

/** A step's row: the anchor in the last one's key run, or beyond it. */
interface StepRow {
  run: unknown;
  id: unknown;
  key: unknown;
}

/**
 * SQLite: one statement per step. The row `spacing` on is in the rest of the last anchor's key
 * run when that run is long enough (a status sort), else beyond it, past the run's rows.
 */
async function steppedWalk(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
  last: CursorState | null,
  spacing: number,
  count: number,
): Promise<PageEntry[]> {
  const found: PageEntry[] = [];
  if (!last) {
    const [first] = await pageEntries(db, source, view, { position: spacing - 1 }, 1);
    if (!first) return found;
    found.push(first);
  }
  const { column, id, dir, compare, where } = viewOrder(db, source, view);
  const table = fromTable(source);
  const skip = spacing - 1;
  // Compiled once with stand-ins for the anchor's key and id, each step binding its own: the
  // statement is the same every step, and compiling it cost more than running it.
  const KEY = '\u0000anchor key';
  const ID = -0.5;
  const inRun = sql`${where} and ${column} = ${KEY} and ${id} ${compare} ${ID}`;
  const step = sql<StepRow>`select
    (select ${id} from ${table} where ${inRun} order by ${id} ${dir} limit 1 offset ${skip})
      as run, beyond.id, beyond.key
    from (select 1) left join (select ${id} as id, ${column} as key from ${table}
      where ${where} and ${column} ${compare} ${KEY}
      order by ${column} ${dir}, ${id} ${dir} limit 1 offset max(0, ${skip} -
        (select count(*) from (select 1 from ${table} where ${inRun} limit ${skip})))
    ) as beyond`.compile(db);
  let after = last ?? { key: normaliseKey(found[0]!.key), id: Number(found[0]!.id), position: 0 };
  while (found.length < count) {
    const { key: at, id: atId } = after;
    const parameters = step.parameters.map((value) =>
      value === KEY ? at : value === ID ? atId : value,
    );
    const result = await db.executeQuery<StepRow>({ ...step, parameters });
    const row = result.rows[0];
    const entry: PageEntry | null =
      row?.run != null
        ? { id: Number(row.run), key: after.key }
        : row?.id != null
          ? { id: Number(row.id), key: row.key as string | number }
          : null;
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
  const { column, id, dir, compare, where } = viewOrder(db, source, view);
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
