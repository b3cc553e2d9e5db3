import { type Kysely, sql } from 'kysely';
import { LIST_EXACT_TOTAL_CAP } from '@rewards/contract';
import type { Database } from '../db/schema';
import type { ListTotal, SearchBreadth } from './list-shapes';
import { type AnyListSource, columnRef, fromTable } from './list-source';
import { listCondition, type ListView } from './list-view';

export type { ListTotal };

// The total of a list view. Counting every match of a broad filter over millions of rows
// costs as much as reading them, so matches are counted up to a cap; past it the total is
// estimated from where the cap-th match lies in id order (the users list's rule, decision
// 014) and said to be an estimate. The unfiltered list is counted exactly. A search whose
// exact count would test too many users is estimated from a sample even under the cap
// (decision 050): the answer is then said to be an estimate, never passed off as exact.

const num = (value: unknown) => Number(value ?? 0);

const SAMPLE_MATCHES = 100;
const SAMPLE_ROWS = { min: 1_000, max: 50_000 };

/**
 * A search far past the cap (decision 040): its matches among the newest rows, scaled to the
 * list. Walking to the cap-th match in id order read 200,000 rows for "sharma" (5% of rows);
 * this reads about SAMPLE_MATCHES / density rows in the sort-order plan. Exact when the
 * sample is the whole list; null when the estimate falls under `floor` (then counted).
 */
async function sampledTotal(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
  breadth: SearchBreadth,
  floor: number,
): Promise<ListTotal | null> {
  const table = sql.table(source.table);
  const range = await sql<{ lo: unknown; hi: unknown }>`
    select (select min(id) from ${table}) as lo, (select max(id) from ${table}) as hi`.execute(db);
  const lo = num(range.rows[0]?.lo);
  const hi = num(range.rows[0]?.hi);
  const span = hi - lo + 1;
  const wanted = Math.ceil((SAMPLE_MATCHES * breadth.rows) / Math.max(1, breadth.matches));
  const size = Math.min(span, Math.max(SAMPLE_ROWS.min, Math.min(SAMPLE_ROWS.max, wanted)));
  const where = listCondition(db, source, {
    ...view,
    plan: { broadSearch: true, sortOrder: true },
  });
  const sample = await sql<{ n: unknown }>`select count(*) as n from ${table} as r
    where r.id > ${hi - size} and ${where}`.execute(db);
  const n = num(sample.rows[0]?.n);
  if (size >= span) return { total: n, isEstimate: false };
  const total = Math.round((n * span) / size);
  return total > floor ? { total, isEstimate: true } : null;
}

export async function countListTotal(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
  cap = LIST_EXACT_TOTAL_CAP,
  breadth: SearchBreadth | null = null,
): Promise<ListTotal> {
  const table = sql.table(source.table);
  if (Object.keys(view.filters).length === 0 && view.scope === undefined) {
    const all = await sql<{ n: unknown }>`select count(*) as n from ${table}`.execute(db);
    return { total: num(all.rows[0]?.n), isEstimate: false };
  }
  const costly = (breadth?.userChecks ?? 0) > 2 * cap;
  if (breadth && (breadth.matches > 2 * cap || costly)) {
    const sampled = await sampledTotal(db, source, view, breadth, costly ? 0 : cap);
    if (sampled) return sampled;
  }
  const where = listCondition(db, source, view);
  const first = await sql<{ n: unknown; last: unknown }>`
    select count(*) as n, max(id) as last from (
      select ${columnRef(source, 'id')} as id from ${fromTable(source)} where ${where}
      order by ${columnRef(source, 'id')} limit ${cap + 1}
    ) as matches`.execute(db);
  const n = num(first.rows[0]?.n);
  if (n <= cap) return { total: n, isEstimate: false };
  // `cap` matches among the ids up to the pivot: assume the same density beyond it. Two
  // subqueries: SQLite reads a lone min() or max() from the end of the index.
  const pivot = num(first.rows[0]?.last);
  const range = await sql<{ lo: unknown; hi: unknown }>`
    select (select min(id) from ${table}) as lo, (select max(id) from ${table}) as hi`.execute(db);
  const lo = num(range.rows[0]?.lo);
  const hi = num(range.rows[0]?.hi);
  return { total: Math.round((cap * (hi - lo + 1)) / (pivot - lo + 1)), isEstimate: true };
}
