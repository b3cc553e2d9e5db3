import { type Kysely, sql } from 'kysely';
import { LIST_EXACT_TOTAL_CAP } from '@rewards/contract';
import type { Database } from '../db/schema';
import { type AnyListSource, columnRef, fromTable } from './list-source';
import { listCondition, type ListView } from './list-view';

// The total of a list view. Counting every match of a broad filter over millions of rows
// costs as much as reading them, so matches are counted up to a cap; past it the total is
// estimated from where the cap-th match lies in id order (the users list's rule, decision
// 014) and said to be an estimate. The unfiltered list is counted exactly.

export interface ListTotal {
  total: number;
  isEstimate: boolean;
}

const num = (value: unknown) => Number(value ?? 0);

export async function countListTotal(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
  cap = LIST_EXACT_TOTAL_CAP,
): Promise<ListTotal> {
  const table = sql.table(source.table);
  if (Object.keys(view.filters).length === 0 && view.scope === undefined) {
    const all = await sql<{ n: unknown }>`select count(*) as n from ${table}`.execute(db);
    return { total: num(all.rows[0]?.n), isEstimate: false };
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
