import { type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { ListTotal, PageEntry, PageStart } from './list-shapes';
import {
  type AnyListSource,
  columnRef,
  fromTable,
  type ListReader,
  sortExpression,
} from './list-source';
import { listCondition, type ListView } from './list-view';

export type { PageEntry, PageStart };

// A page of any list in the database, the way the user list does it (decision 014): the
// filters in WHERE, the sort key's (key, id) index for the order, id breaking ties in the same
// direction. Paging on is a keyset step; a jump to a position skips rows in the index alone,
// from the nearest anchor of the view when it has some (list-anchors.ts, decision 050).
// Only ids and sort values are read here; the page's whole rows are read by id afterwards
// (the source's joins), so sorting and skipping never touch joined tables.

/** A view's sort column, id, direction, keyset comparison and condition, as SQL parts. */
export function viewOrder(db: Kysely<Database>, source: AnyListSource, view: ListView) {
  const { key, direction } = view.sort;
  return {
    column: sortExpression(db, source, key),
    id: columnRef(source, 'id'),
    dir: sql.raw(direction),
    compare: sql.raw(direction === 'asc' ? '>' : '<'),
    where: listCondition(db, source, view),
  };
}

/** The ids and sort values of `count` rows of the view from `start`, in order. */
export async function pageEntries(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
  start: PageStart,
  count: number,
): Promise<PageEntry[]> {
  const { column, id, dir, compare, where } = viewOrder(db, source, view);
  const table = fromTable(source);
  const select = (extra: SqlBool | ReturnType<typeof sql<SqlBool>>, limit: number, offset = 0) =>
    sql<PageEntry>`select ${id} as id, ${column} as key from ${table}
      where ${where} and ${extra}
      order by ${column} ${dir}, ${id} ${dir} limit ${limit} offset ${offset}`.execute(db);

  if (start && 'after' in start) {
    // Two index ranges instead of one row-value comparison, which SQLite reads as a scan from
    // the start of the index: the rest of the last key's run, then the keys beyond it.
    const { after, skip = 0 } = start;
    const inRun = sql<SqlBool>`${column} = ${after.key} and ${id} ${compare} ${after.id}`;
    const run = await sql<PageEntry>`select ${id} as id, ${column} as key from ${table}
      where ${where} and ${inRun}
      order by ${id} ${dir} limit ${count} offset ${skip}`.execute(db);
    let rows = run.rows;
    if (rows.length < count) {
      // The run's rows skipped: all `skip` once the page began in it, else the run is counted
      // (at most `skip` rows: a long run of one status is not walked to its end).
      const runLength = async () => {
        const result = await sql<{ n: unknown }>`select count(*) as n from (select 1 as one
          from ${table} where ${where} and ${inRun} limit ${skip}) as run`.execute(db);
        return Number(result.rows[0]?.n ?? 0);
      };
      const counted = rows.length > 0 || skip === 0 ? skip : await runLength();
      const beyond = await select(
        sql<SqlBool>`${column} ${compare} ${after.key}`,
        count - rows.length,
        skip - counted,
      );
      rows = [...rows, ...beyond.rows];
    }
    return rows;
  }
  const offset = start && 'position' in start ? start.position : 0;
  return (await select(sql<SqlBool>`1 = 1`, count, offset)).rows;
}

export interface ListedPage<Row> {
  /** The whole rows, in order (fewer than `entries` when some were deleted meanwhile). */
  rows: Row[];
  /** Every row read in order, with its sort value: where a cursor goes on. */
  entries: PageEntry[];
}

/**
 * `count` whole rows of the view from `start`, in the view's order. `total`: the view's, for
 * a source whose plan reads the page by it (`plan.needsTotal`).
 */
export async function listPage<Row extends { id: number }>(
  { db, config }: ListReader,
  source: AnyListSource,
  view: ListView,
  start: PageStart,
  count: number,
  total: ListTotal | null = null,
): Promise<ListedPage<Row>> {
  const reading = source.plan?.entries
    ? source.plan.entries(db, view, start, count, total)
    : pageEntries(db, source, view, start, count);
  const read = await reading;
  const entries = read.map((entry) => ({
    id: Number(entry.id),
    key: normaliseKey(entry.key),
  }));
  if (entries.length === 0) return { rows: [], entries };
  const rows = read.every((entry) => entry.row !== undefined)
    ? read.map((entry) => entry.row as Row)
    : ((await source.rowsByIds(
        db,
        entries.map((entry) => entry.id),
        config,
      )) as Row[]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A row deleted between the two reads is left out rather than shown half-read.
  return { rows: entries.flatMap((entry) => byId.get(entry.id) ?? []), entries };
}

/** PostgreSQL returns bigint/numeric keys as strings; the cursor keeps numbers as numbers. */
export function normaliseKey(key: unknown): string | number {
  if (typeof key === 'number' || typeof key === 'string') return key;
  if (typeof key === 'bigint') return Number(key);
  return String(key);
}
