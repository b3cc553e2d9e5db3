import { sql } from 'kysely';
import { likeAny, sqliteListTextIds, type TextSearchTable } from './list-text-search';
import { type BreadthScale, boundedCount, sampledDensity } from './search-breadth';
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
  const result = await sql<{ n: unknown }>`select ${boundedCount(ids, bound)} as n`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** PostgreSQL: the density among the newest rows, as for the money lists. */
export async function postgresListTextBreadth(
  db: AnyDb,
  table: TextSearchTable,
  search: string,
  scale: BreadthScale,
): Promise<number> {
  if ([...search].length < 3) return scale.bound;
  return sampledDensity(db, table, likeAny(table, search), scale);
}
