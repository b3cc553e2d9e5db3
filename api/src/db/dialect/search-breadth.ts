import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { AnyDb } from './any-db';

// The two ways a list's search breadth is measured (decision 040), shared by the money lists
// (list-search.ts) and the text-only lists (list-text-breadth.ts).

/** What a breadth estimate knows: the list's rows, the users, and where to stop counting. */
export interface BreadthScale {
  rows: number;
  users: number;
  /** Matches past this need not be counted. */
  bound: number;
}

/** SQLite: a scalar count of an FTS5 query's ids, which stops reading at the bound (1-20 ms). */
export const boundedCount = (ids: RawBuilder<{ id: number }>, bound: number) =>
  sql<unknown>`(select count(*) from (select id from (${ids}) limit ${bound}))`;

/** Rows PostgreSQL tests to estimate a search's density (about 15 ms at 1,000,000 users). */
const SAMPLE = 1_000;

/**
 * PostgreSQL: the density of `condition` (on `r`) among the newest rows, scaled to the list,
 * up to the bound. Its planner's own estimate is close at scale but generic on small tables,
 * and counting from the trigram index builds the whole bitmap (100 ms for 50,000 users).
 */
export async function sampledDensity(
  db: AnyDb,
  table: string,
  condition: RawBuilder<SqlBool>,
  { rows, bound }: BreadthScale,
): Promise<number> {
  const newest = sql`select * from ${sql.table(table)} order by id desc limit ${SAMPLE}`;
  const result = await sql<{ n: unknown }>`select count(*) as n from (${newest}) as r
    where ${condition}`.execute(db);
  const found = (Number(result.rows[0]?.n) * rows) / Math.max(1, Math.min(SAMPLE, rows));
  return Math.min(bound, Math.round(found));
}
