import { sql } from 'kysely';
import type { BreadthScale } from './list-search';
import { likeAny, sqliteListTextIds, type TextSearchTable } from './list-text-search';
import type { AnyDb } from './types';

// How many rows a search of a list's own text only (the Messages list: no user searched with
// it) matches, to choose its plan as the money lists do (decision 040): a rare match reads the
// trigram index (190 -> 6.5 ms for one message of 200,000), a broad one ("example.com", every
// message) reads the sort order and stops after the page (5.5 ms; through the index, which
// reads all 200,000 ids first: 126 ms).

/** SQLite counts from the FTS5 index, up to the bound; under 3 characters a search is broad. */
export async function sqliteListTextBreadth(
  db: AnyDb,
  table: TextSearchTable,
  search: string,
  { bound }: BreadthScale,
): Promise<number> {
  const ids = sqliteListTextIds(table, search);
  if (!ids) return bound;
  const result = await sql<{ n: unknown }>`select count(*) as n from (
    select id from (${ids}) limit ${bound})`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** Rows PostgreSQL tests, as for the money lists (list-search.ts). */
const SAMPLE = 1_000;

/** PostgreSQL: the density among the newest rows. */
export async function postgresListTextBreadth(
  db: AnyDb,
  table: TextSearchTable,
  search: string,
  { rows, bound }: BreadthScale,
): Promise<number> {
  if ([...search].length < 3) return bound;
  const newest = sql`select * from ${sql.table(table)} order by id desc limit ${SAMPLE}`;
  const result = await sql<{ n: unknown }>`select count(*) as n from (${newest}) as r
    where ${likeAny(table, search)}`.execute(db);
  const found = (Number(result.rows[0]?.n) * rows) / Math.max(1, Math.min(SAMPLE, rows));
  return Math.min(bound, Math.round(found));
}
